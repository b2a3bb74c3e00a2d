import type { OrderItemInput } from "../../shared/price-order";
import type { DraftFileDto, DraftItemDto, OrderDraftDto } from "../../shared/schemas/order-draft";
import type { Executor } from "../db/client";
import { AppError } from "../http/app-error";
import { loadCatalog } from "../pricing/load-catalog";
import { priceWithCatalog } from "../pricing/quote-order";
import type { DraftFileRow, LoadedDraft } from "./find-draft";

/** Each document of the draft with the words it is priced on: its file's count once read, else the typed words. */
export function draftItems({ draft, files }: LoadedDraft): DraftItemDto[] {
  const byId = new Map(files.map((file) => [file.id, file]));
  return draft.options.items.map((item) => {
    const file = item.fileId ? byId.get(item.fileId) : undefined;
    return {
      fileId: file?.id ?? null,
      documentType: item.documentType,
      wordCount: file ? file.wordCount : (item.wordCount ?? null),
      notarization: item.notarization,
      extraCopies: item.extraCopies,
    };
  });
}

function toFileDto(file: DraftFileRow): DraftFileDto {
  return {
    id: file.id,
    name: file.originalFilename,
    fileType: file.fileType,
    fileSize: file.fileSize,
    status: file.status,
    wordCount: file.status === "counted" ? file.wordCount : null,
    wordCountSource: file.status === "counted" ? file.wordCountSource : null,
    error: file.error,
    errorCode: file.errorCode,
  };
}

/**
 * The draft as the /order page shows it, priced by the server with today's catalog (the same rule and catalog
 * the order will be priced with). No price while a file is read or refused, or a document lacks its words.
 */
export async function toDraftDto(db: Executor, loaded: LoadedDraft): Promise<OrderDraftDto> {
  const { draft, files } = loaded;
  const items = draftItems(loaded);
  const settled = files.every((file) => file.status === "counted");
  let price: OrderDraftDto["price"] = null;
  if (settled && items.length > 0) {
    try {
      const priced = priceWithCatalog(
        {
          serviceType: draft.options.serviceType,
          translationDirection: draft.options.translationDirection,
          isRush: draft.options.isRush,
          isPhysicalDelivery: draft.options.isPhysicalDelivery,
          items: items.map((item): OrderItemInput => ({
            documentType: item.documentType,
            wordCount: item.wordCount,
            notarization: item.notarization,
            extraCopies: item.extraCopies,
          })),
        },
        await loadCatalog(db),
      );
      price = { lines: priced.lines, totalCents: priced.totalCents };
    } catch (error) {
      // An incomplete document (no words yet, copies without delivery): no price, the page says what is missing.
      if (!(error instanceof AppError && error.statusCode === 400)) throw error;
    }
  }
  return {
    serviceType: draft.options.serviceType,
    translationDirection: draft.options.translationDirection,
    isRush: draft.options.isRush,
    isPhysicalDelivery: draft.options.isPhysicalDelivery,
    shippingAddress: draft.options.shippingAddress ?? null,
    items,
    files: files.map(toFileDto),
    price,
    expiresAt: draft.expiresAt.toISOString(),
    orderId: draft.orderId,
  };
}
