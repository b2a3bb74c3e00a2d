import { PDFDocument } from "pdf-lib";
import { SIGNATURE_NOT_AN_IMAGE } from "../../../shared/schemas/certificates";
import { badRequest, english } from "../../http/app-error";

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG is decoded to pixels when embedded: this bounds the memory a small, highly compressed file can claim. */
const MAX_SIDE = 2000;

export type SignatureImageType = "image/png" | "image/jpeg";

/**
 * The image's real type, judged by its bytes (never by the name or the browser's claim), after proving that the
 * certificate renderer can embed it. Anything else is refused with "The signature must be a PNG or JPG image".
 */
export async function checkSignatureImage(bytes: Buffer): Promise<SignatureImageType> {
  const type = bytes.subarray(0, 8).equals(PNG_MAGIC)
    ? "image/png"
    : bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
      ? "image/jpeg"
      : null;
  if (!type) throw badRequest(english(SIGNATURE_NOT_AN_IMAGE));
  if (
    type === "image/png" &&
    bytes.length >= 24 &&
    (bytes.readUInt32BE(16) > MAX_SIDE || bytes.readUInt32BE(20) > MAX_SIDE)
  ) {
    throw badRequest(english(`The signature image must be at most ${MAX_SIDE} pixels wide and high`));
  }
  try {
    const pdf = await PDFDocument.create();
    // A copy: pdf-lib reads the whole underlying ArrayBuffer, and a small Buffer is often a slice of a shared pool.
    const copy = new Uint8Array(bytes);
    const image = type === "image/png" ? await pdf.embedPng(copy) : await pdf.embedJpg(copy);
    if (image.width < 1 || image.height < 1 || image.width > MAX_SIDE || image.height > MAX_SIDE)
      throw new Error("size");
  } catch (error) {
    if (error instanceof Error && error.message === "size")
      throw badRequest(english(`The signature image must be at most ${MAX_SIDE} pixels wide and high`));
    throw badRequest(english(SIGNATURE_NOT_AN_IMAGE));
  }
  return type;
}
