import {
  MIME_TYPE_BY_EXTENSION,
  checkOrderDocument,
  fileExtension,
  isOrderDocumentExtension,
  type OrderDocumentExtension,
} from "../../shared/file-types";
import { CONTENT_MISMATCH_MESSAGE } from "../../shared/schemas/documents";
import { contentMatchesExtension } from "../documents/content-matches-extension";
import { assertImageWithinCap } from "../documents/pixel-caps";
import { sanitizeFileName } from "../documents/sanitize-file-name";
import { zipEntryNames } from "../documents/zip-entry-names";
import { badRequest, english } from "../http/app-error";

/** The start kept of a streamed attachment: magic bytes and an image's header (its size) are read from it. */
export const ATTACHMENT_HEAD_BYTES = 512 * 1024;
/** The end kept: a DOCX's central directory (its list of parts) is read from it. */
export const ATTACHMENT_TAIL_BYTES = 256 * 1024;

export type AttachmentName = { fileName: string; extension: OrderDocumentExtension; fileType: string };

/** A message file's cleaned name and accepted type, or a 400 before a byte of it is stored. */
export function checkAttachmentName(rawName: string): AttachmentName {
  const fileName = sanitizeFileName(rawName);
  const extension = fileExtension(fileName);
  const problem = checkOrderDocument({ name: fileName, size: 0 });
  if (problem || !isOrderDocumentExtension(extension)) throw badRequest(english(problem ?? CONTENT_MISMATCH_MESSAGE));
  return { fileName, extension, fileType: MIME_TYPE_BY_EXTENSION[extension] };
}

/**
 * A message's file passes the order documents' checks (docs/security.md, "Sessions, uploads, errors, input") while it
 * streams to storage, holding at most its first 512 KB and last 256 KB, never the whole file: content that really is
 * its type (magic bytes; a DOCX lists word/document.xml in its central directory; text is UTF-8 without NUL, decoded as
 * it comes) and, for an image, a pixel count read from its header. `push` each chunk, then `finish`: either throws
 * the 400, and the storing stops with it. An attachment is never read further: it is not counted or priced.
 */
export function attachmentInspector(extension: OrderDocumentExtension) {
  // Chunks, joined once: copying the kept bytes on every chunk would cost quadratic time for a sender of tiny chunks.
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let tailChunks: Buffer[] = [];
  let tailFirst = 0;
  let tailLength = 0;
  let size = 0;
  let headChecked = false;
  const text = extension === ".txt" ? new TextDecoder("utf-8", { fatal: true }) : null;
  const mismatch = () => badRequest(english(CONTENT_MISMATCH_MESSAGE));

  function decodeText(chunk: Uint8Array, final: boolean) {
    if (!text) return;
    if (chunk.includes(0)) throw mismatch();
    try {
      text.decode(chunk, { stream: !final });
    } catch {
      throw mismatch();
    }
  }
  /** Magic bytes and the image cap, as soon as the head is full (or the file ended). */
  function checkHead() {
    headChecked = true;
    const head = Buffer.concat(headChunks).subarray(0, ATTACHMENT_HEAD_BYTES);
    headChunks.length = 0;
    if (extension === ".txt") return;
    // A DOCX's magic bytes are a ZIP's; its parts are listed at the end (finish).
    const headOk =
      extension === ".docx"
        ? head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
        : contentMatchesExtension(extension, head);
    if (!headOk) throw mismatch();
    assertImageWithinCap(extension, head);
  }

  return {
    get size() {
      return size;
    },
    push(chunk: Buffer) {
      size += chunk.length;
      if (!headChecked) {
        headChunks.push(chunk);
        headLength += chunk.length;
      }
      if (extension === ".docx") {
        tailChunks.push(chunk);
        tailLength += chunk.length;
        while (tailLength - tailChunks[tailFirst]!.length >= ATTACHMENT_TAIL_BYTES)
          tailLength -= tailChunks[tailFirst++]!.length;
        if (tailFirst > 1024 && tailFirst * 2 > tailChunks.length)
          [tailChunks, tailFirst] = [tailChunks.slice(tailFirst), 0];
      }
      decodeText(chunk, false);
      if (!headChecked && headLength >= ATTACHMENT_HEAD_BYTES) checkHead();
    },
    finish() {
      if (size === 0) throw mismatch();
      decodeText(new Uint8Array(0), true);
      if (!headChecked) checkHead();
      if (extension !== ".docx") return;
      const tail = Buffer.concat(tailChunks.slice(tailFirst));
      if (
        !zipTailEntryNames(tail.subarray(Math.max(0, tail.length - ATTACHMENT_TAIL_BYTES)), size).includes(
          "word/document.xml",
        )
      )
        throw mismatch();
    },
  };
}

/**
 * The entry names of a ZIP of `size` bytes from its last bytes alone: the end record's central-directory offset is made
 * relative to the tail, so zipEntryNames reads it as if whole. A directory starting before the tail gives [].
 */
export function zipTailEntryNames(tail: Buffer, size: number): string[] {
  const tailStart = size - tail.length;
  const copy = Buffer.from(tail);
  for (let offset = copy.length - 22; offset >= Math.max(0, copy.length - 22 - 0xffff); offset -= 1) {
    if (copy.readUInt32LE(offset) !== 0x06054b50) continue;
    const directory = copy.readUInt32LE(offset + 16);
    if (directory < tailStart) return [];
    copy.writeUInt32LE(directory - tailStart, offset + 16);
    return zipEntryNames(copy);
  }
  return [];
}
