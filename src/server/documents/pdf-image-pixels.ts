import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFStream,
  type PDFContext,
  type PDFObject,
} from "pdf-lib";
import { jpeg2000Dimensions, jpegDimensions, pixelCount } from "./image-dimensions";

/** Forms inside forms deeper than this are not followed: such a page counts as too large to decode. */
const MAX_NESTING = 8;

const name = (value: string) => PDFName.of(value);

/**
 * The pixels pdf.js would decode to draw each page's images, read from the image dictionaries (and, for JPEG
 * and JPEG 2000 images, from their own headers, which the decoders follow whatever the dictionary says)
 * without decoding any image (docs/security.md, "Document bombs"). Images are found through the page's
 * resources, its form XObjects, tiling patterns, Type 3 fonts and annotation appearances; a soft mask counts
 * with its image. Infinity for a page whose images cannot be sized. Null when pdf-lib cannot parse the file
 * or sees another number of pages than pdf.js: then no page's images are known.
 */
export async function pdfImagePixelsPerPage(bytes: Uint8Array, expectedPages: number): Promise<number[] | null> {
  try {
    return await measurePages(bytes, expectedPages);
  } catch {
    return null;
  }
}

async function measurePages(bytes: Uint8Array, expectedPages: number): Promise<number[] | null> {
  const document = await PDFDocument.load(bytes, {
    ignoreEncryption: true,
    updateMetadata: false,
    throwOnInvalidObject: false,
  });
  const pages = document.getPages();
  if (pages.length !== expectedPages) return null;
  return pages.map((page) => {
    const seen = new Set<PDFObject>();
    let pixels = resourcePixels(document.context, page.node.Resources(), seen, 0);
    for (const annotation of arrayItems(document.context, page.node.Annots())) {
      const appearances = lookupDict(document.context, lookupDict(document.context, annotation)?.get(name("AP")));
      const normal = document.context.lookup(appearances?.get(name("N")));
      const streams =
        normal instanceof PDFDict ? normal.values().map((value) => document.context.lookup(value)) : [normal];
      for (const stream of streams)
        if (stream instanceof PDFStream) pixels += streamPixels(document.context, stream, seen, 1);
    }
    return pixels;
  });
}

function resourcePixels(
  context: PDFContext,
  resources: PDFDict | undefined,
  seen: Set<PDFObject>,
  depth: number,
): number {
  if (!resources) return 0;
  if (depth > MAX_NESTING) return Infinity;
  let pixels = 0;
  for (const group of ["XObject", "Pattern", "Font"]) {
    const entries = lookupDict(context, resources.get(name(group)));
    for (const value of entries?.values() ?? []) {
      const object = context.lookup(value);
      if (!object || seen.has(object)) continue;
      seen.add(object);
      if (object instanceof PDFStream) pixels += streamPixels(context, object, seen, depth + 1);
      // A Type 3 font is a dictionary whose glyphs draw with its own resources.
      else if (object instanceof PDFDict && object.get(name("Subtype")) === name("Type3")) {
        pixels += resourcePixels(context, lookupDict(context, object.get(name("Resources"))), seen, depth + 1);
      }
    }
  }
  return pixels;
}

/** An image's pixels, or the pixels of everything a form or tiling pattern draws. */
function streamPixels(context: PDFContext, stream: PDFStream, seen: Set<PDFObject>, depth: number): number {
  if (stream.dict.get(name("Subtype")) !== name("Image"))
    return resourcePixels(context, lookupDict(context, stream.dict.get(name("Resources"))), seen, depth);
  let pixels = imagePixels(context, stream);
  for (const key of ["SMask", "Mask"]) {
    const mask = context.lookup(stream.dict.get(name(key)));
    if (mask instanceof PDFStream) pixels += imagePixels(context, mask);
  }
  return pixels;
}

function imagePixels(context: PDFContext, image: PDFStream): number {
  const width = numberOf(context, image.dict.get(name("Width")));
  const height = numberOf(context, image.dict.get(name("Height")));
  // pdf.js draws nothing for an image without a size.
  if (width === null || height === null) return 0;
  const declared = width * height;
  const filters = filterNames(context, image.dict.get(name("Filter")));
  const codec = filters.find((filter) => filter === "DCTDecode" || filter === "JPXDecode");
  if (!codec) return declared;
  // The decoder sizes its buffers by the codestream's own header: it must be readable, so the only filter.
  if (filters.length !== 1 || !(image instanceof PDFRawStream)) return Infinity;
  const contents = image.getContents();
  const own =
    codec === "DCTDecode" ? jpegDimensions(contents.subarray(jpegStart(contents))) : jpeg2000Dimensions(contents);
  return own ? Math.max(declared, pixelCount(own)) : Infinity;
}

/** Where the JPEG begins: pdf.js skips bytes before the first start-of-image marker, and so does this. */
function jpegStart(bytes: Uint8Array): number {
  for (let index = 0; index + 1 < bytes.length; index += 1)
    if (bytes[index] === 0xff && bytes[index + 1] === 0xd8) return index;
  return 0;
}

function filterNames(context: PDFContext, value: PDFObject | undefined): string[] {
  const filter = context.lookup(value);
  const items = filter instanceof PDFArray ? arrayItems(context, filter) : filter ? [filter] : [];
  return items.map((item) => (item instanceof PDFName ? item.decodeText() : "?"));
}

function numberOf(context: PDFContext, value: PDFObject | undefined): number | null {
  const resolved = context.lookup(value);
  return resolved instanceof PDFNumber && resolved.asNumber() > 0 ? resolved.asNumber() : null;
}

function lookupDict(context: PDFContext, value: PDFObject | undefined): PDFDict | undefined {
  const resolved = context.lookup(value);
  return resolved instanceof PDFDict ? resolved : undefined;
}

function arrayItems(context: PDFContext, value: PDFObject | undefined): PDFObject[] {
  const resolved = context.lookup(value);
  return resolved instanceof PDFArray ? resolved.asArray().flatMap((item) => context.lookup(item) ?? []) : [];
}
