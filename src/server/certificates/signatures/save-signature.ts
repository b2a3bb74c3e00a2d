import type { FastifyBaseLogger } from "fastify";
import type { SignatureKind, TranslatorSignatureDto } from "../../../shared/schemas/certificates";
import type { Database } from "../../db/client";
import { translatorSignatures } from "../../db/schema/certificates";
import type { FileStorage } from "../../storage/file-storage";
import { newStorageKey } from "../../storage/storage-key";
import { checkSignatureImage } from "./check-signature-image";
import { getSigningTranslator } from "./signing-translator";

type Options = {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  userId: number;
  signature: { kind: "drawn" | "uploaded"; bytes: Buffer } | { kind: "typed"; name: string };
};

/**
 * Gives or replaces the signed-in translator's signature. An image is checked by content, stored under a fresh
 * private key, then the row points at it; the replaced image is deleted only after the row has moved on, so a
 * failure never leaves the translator without a signature.
 */
export async function saveSignature({ db, storage, log, userId, signature }: Options): Promise<TranslatorSignatureDto> {
  const { translator, signature: previous } = await getSigningTranslator(db, userId);
  let stored: { storageKey: string | null; contentType: string | null; typedName: string | null; kind: SignatureKind };
  if (signature.kind === "typed") {
    stored = { kind: "typed", storageKey: null, contentType: null, typedName: signature.name };
  } else {
    const contentType = await checkSignatureImage(signature.bytes);
    const storageKey = newStorageKey("signatures");
    await storage.put(storageKey, signature.bytes, contentType);
    stored = { kind: signature.kind, storageKey, contentType, typedName: null };
  }
  const updatedAt = new Date();
  try {
    await db
      .insert(translatorSignatures)
      .values({ translatorId: translator.translatorId, ...stored, updatedAt })
      .onConflictDoUpdate({ target: translatorSignatures.translatorId, set: { ...stored, updatedAt } });
  } catch (error) {
    if (stored.storageKey) await storage.delete(stored.storageKey).catch(() => undefined);
    throw error;
  }
  if (previous?.storageKey) {
    await storage
      .delete(previous.storageKey)
      .catch((error: unknown) =>
        log.warn({ err: error, key: previous.storageKey }, "Could not delete a replaced signature"),
      );
  }
  return {
    signature: { kind: stored.kind, typedName: stored.typedName, updatedAt: updatedAt.toISOString() },
    fullName: translator.fullName,
  };
}
