import { desc, eq } from "drizzle-orm";
import { DEFAULT_DOCUMENT_TYPES } from "../../shared/catalog";
import { documentSubject, documentTitle } from "../../shared/deliverable";
import trOrdering from "../../shared/i18n/catalogs/tr/ordering";
import type { Language } from "../../shared/i18n/languages";
import type { Executor } from "../db/client";
import { orderNameSpellings } from "../db/schema/messages";
import { orders } from "../db/schema/orders";
import { documentTypes, orderItems } from "../db/schema/pricing-catalog";
import { users } from "../db/schema/users";

const OTHER_DOCUMENT = DEFAULT_DOCUMENT_TYPES.find((type) => type.id === "other")!.name;
const TURKISH_TYPES: Record<string, string> = trOrdering.documentTypes;

/** The catalog label in the customer's language (an admin's own label without a Turkish one stays as written). */
export function localizedTypeLabel(label: string, language: Language): string {
  return language === "tr" ? (TURKISH_TYPES[label] ?? label) : label;
}

export type DocumentNames = {
  /** documentId → "Doğum Belgesi — Ayşe Yılmaz" in the order owner's language (screens and file names). */
  titleOf: (documentId: number) => string;
  language: Language;
};

/**
 * What each document of an order is called (issue 40 item 3): its order item's type, in the language of the
 * order's customer, and the person it is about (the first "names as in passport" entry). Never the uploaded name.
 * `language`: the staff's screens (admin, translator) name documents in English, as the certificate does.
 */
export async function loadDocumentNames(db: Executor, orderId: number, language?: Language): Promise<DocumentNames> {
  const [types, [spellings], [owner]] = await Promise.all([
    db
      .select({ documentId: orderItems.documentId, name: documentTypes.name })
      .from(orderItems)
      .innerJoin(documentTypes, eq(documentTypes.id, orderItems.documentType))
      .where(eq(orderItems.orderId, orderId)),
    db
      .select({ names: orderNameSpellings.nameSpellings })
      .from(orderNameSpellings)
      .where(eq(orderNameSpellings.orderId, orderId))
      .orderBy(desc(orderNameSpellings.id))
      .limit(1),
    db
      .select({ language: users.language })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId))
      .limit(1),
  ]);
  const shownIn = language ?? owner?.language ?? "en";
  const subject = documentSubject(spellings?.names ?? []);
  return {
    language: shownIn,
    titleOf: (documentId) =>
      documentTitle(
        localizedTypeLabel(types.find((type) => type.documentId === documentId)?.name ?? OTHER_DOCUMENT, shownIn),
        subject,
      ),
  };
}

/** "… — certificate" for a certificate delivered beside its translation (a DOCX LibreOffice could not convert). */
export const CERTIFICATE_SUFFIX: Record<Language, string> = { en: "certificate", tr: "sertifika" };
