import { PDFDocument, PDFName, PDFNumber, drawObject } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildPdf, buildScannedPdf } from "../../../tests/support/fixtures";
import { buildImageBombPdf, buildJpegClaiming, buildPngBomb } from "../../../tests/support/image-bombs";
import { jpegDimensions, pngDimensions } from "./image-dimensions";
import { pdfImagePixelsPerPage } from "./pdf-image-pixels";

/** One page drawing one JPEG XObject whose dictionary says `declared` × `declared`. */
async function pdfWithJpeg(jpeg: Buffer, declared: number, pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const image = pdf.context.register(
    pdf.context.stream(jpeg, {
      Type: "XObject",
      Subtype: "Image",
      Width: PDFNumber.of(declared),
      Height: PDFNumber.of(declared),
      ColorSpace: "DeviceGray",
      BitsPerComponent: 8,
      Filter: "DCTDecode",
    }),
  );
  for (let index = 0; index < pages; index += 1) {
    const page = pdf.addPage([612, 792]);
    page.node.setXObject(PDFName.of("Im0"), image);
    page.pushOperators(drawObject("Im0"));
  }
  return Buffer.from(await pdf.save());
}

describe("image sizes read from headers, nothing decoded", () => {
  it("reads PNG and JPEG frame sizes, including the ones bombs claim", () => {
    expect(pngDimensions(buildPngBomb(30_000))).toEqual({ width: 30_000, height: 30_000 });
    expect(jpegDimensions(buildJpegClaiming(30_000, 20_000))).toEqual({ width: 30_000, height: 20_000 });
    expect(pngDimensions(Buffer.from("not a png at all, not at all"))).toBeNull();
  });

  it("sums each PDF page's image pixels: none on a text page, the scan's on a scanned one, 400 MP on the bomb", async () => {
    expect(await pdfImagePixelsPerPage(await buildPdf([["hello"], ["world"]]), 2)).toEqual([0, 0]);
    // The 1×1 PNG and its soft mask (its alpha channel) on each page.
    expect(await pdfImagePixelsPerPage(await buildScannedPdf(2), 2)).toEqual([2, 2]);
    expect(await pdfImagePixelsPerPage(await buildImageBombPdf(), 1)).toEqual([400_000_000]);
  });

  it("believes a JPEG's own frame header over the dictionary, and cannot size a PDF it cannot parse", async () => {
    expect(await pdfImagePixelsPerPage(await pdfWithJpeg(buildJpegClaiming(30_000, 30_000), 100), 1)).toEqual([
      900_000_000,
    ]);
    expect(await pdfImagePixelsPerPage(await pdfWithJpeg(Buffer.from("no jpeg here"), 100), 1)).toEqual([Infinity]);
    expect(await pdfImagePixelsPerPage(await pdfWithJpeg(buildJpegClaiming(10, 10), 10, 2), 3)).toBeNull();
    expect(await pdfImagePixelsPerPage(Buffer.from("%PDF-1.7 garbage"), 1)).toBeNull();
  });
});
