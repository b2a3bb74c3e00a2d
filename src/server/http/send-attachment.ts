import { create as contentDisposition } from "content-disposition";
import type { FastifyReply } from "fastify";
import type { Readable } from "node:stream";

export type Attachment = {
  fileName: string;
  contentType: string;
  /** "attachment" (the default) downloads; "inline" lets the browser show it (admins reviewing a résumé). */
  disposition?: "attachment" | "inline";
} & ({ bytes: Buffer | Uint8Array } | { stream: Readable });

/**
 * RFC 6266 (content-disposition package): the exact UTF-8 name (Turkish letters included) in filename*, and an
 * ASCII fallback for old clients in which quotes, backslashes and non-ASCII become "_".
 */
export function attachmentDisposition(fileName: string, type: "attachment" | "inline" = "attachment"): string {
  return contentDisposition(fileName, { type, fallback: fileName.replace(/[^\x20-\x7e]|["\\]/g, "_") });
}

/** Sends a private file: never sniffed into another type, never cached by a shared cache or the browser. */
export function sendAttachment(reply: FastifyReply, file: Attachment): FastifyReply {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", attachmentDisposition(file.fileName, file.disposition))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send("bytes" in file ? file.bytes : file.stream);
}
