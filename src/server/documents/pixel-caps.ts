import { coded } from "../../shared/error-codes";
import type { OrderDocumentExtension } from "../../shared/file-types";
import { badRequest } from "../http/app-error";
import { jpegDimensions, pixelCount, pngDimensions, type ImageDimensions } from "./image-dimensions";

// Decoded images cost 4 bytes a pixel in memory, whatever their file size (a 389 KB PDF can hold a 20,000 ×
// 20,000 image): every image is measured from its header before anything decodes it (docs/security.md,
// "Document bombs").

/** Pixels decoded for one page or one image: a 600 dpi Letter scan is 34 MP; 40 MP decode to 160 MB. */
export const MAX_PIXELS_PER_PAGE = 40_000_000;
/** Pixels decoded for one upload in all: as many as 20 OCR'd pages of 20 MP. Later pages are estimated. */
export const MAX_PIXELS_PER_DOCUMENT = 400_000_000;

/**
 * Refuses an uploaded PNG or JPEG larger than the cap, or whose header gives no size (no decoder could read
 * it either), from its header alone: before it is stored, and again before OCR decodes it. Other types pass.
 */
export function assertImageWithinCap(extension: OrderDocumentExtension, bytes: Uint8Array): void {
  if (extension !== ".png" && extension !== ".jpg" && extension !== ".jpeg") return;
  const dimensions: ImageDimensions | null = extension === ".png" ? pngDimensions(bytes) : jpegDimensions(bytes);
  if (!dimensions) throw badRequest("UNREADABLE_DOCUMENT");
  if (pixelCount(dimensions) > MAX_PIXELS_PER_PAGE)
    throw badRequest(
      coded("IMAGE_TOO_LARGE", {
        width: dimensions.width,
        height: dimensions.height,
        megapixels: MAX_PIXELS_PER_PAGE / 1_000_000,
      }),
    );
}
