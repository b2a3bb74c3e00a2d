import type { CheckContext } from "../../shared/translation-checks/types";
import type { Executor } from "../db/client";
import { conflict } from "../http/app-error";
import type { FileStorage } from "../storage/file-storage";
import { termbaseTerms, type TermSource } from "./check-terms";
import { checkOrderForDelivery } from "./order-checks";

type Options = {
  db: Executor;
  storage: FileStorage;
  order: { id: number; translationDirection: CheckContext["direction"] };
  loadTerms: TermSource;
};

/**
 * Refuses delivery while a document's checks have an error neither fixed nor overridden with a reason
 * (409 TRANSLATION_CHECKS_FAILED, naming how many errors in which documents); warnings never block. Stale reports
 * are run again first: the server checks what is delivered, never trusting an older run.
 */
export async function assertChecksAllowDelivery(options: Options): Promise<void> {
  const blocking = await checkOrderForDelivery(options);
  if (blocking.length === 0) return;
  const count = blocking.reduce((sum, doc) => sum + doc.errors, 0);
  const documents = blocking.map((doc) => `${doc.name} (${doc.errors})`).join(", ");
  throw conflict(
    { code: "TRANSLATION_CHECKS_FAILED", params: { count, documents } },
    { documents: blocking.map(({ documentId, errors }) => ({ documentId, errors })) },
  );
}

/** The completion's gate (AppDeps.deliveryChecks) with the app's storage and the termbase's terms (check-terms.ts). */
export const deliveryChecksWith =
  (storage: FileStorage, loadTerms: TermSource = termbaseTerms) =>
  (db: Executor, order: Options["order"]) =>
    assertChecksAllowDelivery({ db, storage, order, loadTerms });
