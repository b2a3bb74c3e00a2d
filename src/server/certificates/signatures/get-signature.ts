import type { TranslatorSignatureDto } from "../../../shared/schemas/certificates";
import type { Executor } from "../../db/client";
import { notFound, english } from "../../http/app-error";
import { StorageNotFoundError, type FileStorage } from "../../storage/file-storage";
import { getSigningTranslator } from "./signing-translator";

/** GET /api/translator/signature */
export async function getSignature({ db, userId }: { db: Executor; userId: number }): Promise<TranslatorSignatureDto> {
  const { translator, signature } = await getSigningTranslator(db, userId);
  return {
    signature: signature
      ? { kind: signature.kind, typedName: signature.typedName, updatedAt: signature.updatedAt.toISOString() }
      : null,
    fullName: translator.fullName,
  };
}

/** The translator's own signature image, for their preview only (never served to anyone else). */
export async function getSignatureImage({
  db,
  storage,
  userId,
}: {
  db: Executor;
  storage: FileStorage;
  userId: number;
}) {
  const { signature } = await getSigningTranslator(db, userId);
  if (!signature?.storageKey || !signature.contentType) throw notFound(english("Signature image not found"));
  const bytes = await storage.get(signature.storageKey).catch((error: unknown) => {
    if (error instanceof StorageNotFoundError) throw notFound(english("Signature image not found"));
    throw error;
  });
  return { bytes, contentType: signature.contentType };
}
