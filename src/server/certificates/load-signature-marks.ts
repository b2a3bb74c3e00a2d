import { inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import { translatorSignatures } from "../db/schema/certificates";
import { translators } from "../db/schema/translators";
import type { FileStorage } from "../storage/file-storage";
import type { SignatureMark } from "./render-certificate-pdf";

export type Signer = { name: string; mark: SignatureMark };

/**
 * Each translator's name and the mark that signs their certificates: the stored image, their typed name, or (no
 * signature given yet) their full name printed in the script font, so a certificate is never left unsigned.
 */
export async function loadSigners(
  tx: Executor,
  storage: FileStorage,
  translatorIds: number[],
): Promise<Map<number, Signer>> {
  const ids = translatorIds.length ? translatorIds : [0];
  const [people, signatures] = await Promise.all([
    tx
      .select({ id: translators.translatorId, fullName: translators.fullName })
      .from(translators)
      .where(inArray(translators.translatorId, ids)),
    tx.select().from(translatorSignatures).where(inArray(translatorSignatures.translatorId, ids)),
  ]);
  const signers = new Map<number, Signer>();
  for (const person of people) {
    const signature = signatures.find((row) => row.translatorId === person.id);
    let mark: SignatureMark = { kind: "typed", name: signature?.typedName ?? person.fullName };
    if (signature?.storageKey && (signature.contentType === "image/png" || signature.contentType === "image/jpeg")) {
      // Copied out of Node's buffer pool: pdf-lib reads the whole underlying ArrayBuffer.
      mark = {
        kind: "image",
        bytes: new Uint8Array(await storage.get(signature.storageKey)),
        contentType: signature.contentType,
      };
    }
    signers.set(person.id, { name: person.fullName, mark });
  }
  return signers;
}
