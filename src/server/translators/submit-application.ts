import { eq, sql } from "drizzle-orm";
import {
  APPLICATION_MESSAGES,
  type SubmitApplicationResponse,
  type TranslatorApplicationInput,
  type TranslatorFileField,
} from "../../shared/schemas/translators";
import { freeExpiredApplicationHolder } from "../auth/expired-sign-ups";
import { pgCode } from "../auth/register-user";
import type { Database, Executor } from "../db/client";
import { translators } from "../db/schema/translators";
import { badRequest, english } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import type { FileStorage } from "../storage/file-storage";
import { newStorageKey } from "../storage/storage-key";
import type { CheckedFile } from "./check-application-files";
import { issueVerificationCode, newVerificationLink } from "./live-verification";
import { verificationEmail } from "./translator-emails";

type SubmitApplicationOptions = {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
  input: TranslatorApplicationInput;
  files: CheckedFile[];
};

const COLUMN_BY_FIELD = {
  resumeFile: "resumeUrl",
  sampleTranslationsFile: "sampleTranslationsUrl",
  associationMembershipFile: "associationMembershipUrl",
} as const satisfies Record<TranslatorFileField, keyof typeof translators.$inferInsert>;

async function emailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: translators.translatorId })
    .from(translators)
    .where(eq(sql`lower(${translators.email})`, email))
    .limit(1);
  return Boolean(row);
}

/**
 * Stores the checked files (keys from newStorageKey, never from names), creates the Pending application in a
 * transaction and e-mails its link and code. If anything before the commit fails, the stored files are deleted.
 */
export async function submitApplication({
  db,
  storage,
  mailer,
  publicUrl,
  input,
  files,
}: SubmitApplicationOptions): Promise<SubmitApplicationResponse> {
  // An application never verified within 7 days no longer holds its address (docs/security.md, "Sign-up squatting").
  await freeExpiredApplicationHolder(db, { email: input.email });
  if (await emailTaken(db, input.email)) throw badRequest(english(APPLICATION_MESSAGES.duplicateEmail));
  const storedKeys: string[] = [];
  let created: { translatorId: number; token: string; code: string };
  try {
    const fileColumns: Partial<Record<(typeof COLUMN_BY_FIELD)[TranslatorFileField], string>> = {};
    for (const file of files) {
      const key = newStorageKey("translators");
      await storage.put(key, file.bytes, file.contentType);
      storedKeys.push(key);
      fileColumns[COLUMN_BY_FIELD[file.field]] = key;
    }
    created = await db.transaction(async (tx) => {
      await freeExpiredApplicationHolder(tx, { email: input.email });
      if (await emailTaken(tx, input.email)) throw badRequest(english(APPLICATION_MESSAGES.duplicateEmail));
      const now = new Date();
      const link = newVerificationLink(now);
      const { confirmAccuracy: _confirmed, ...fields } = input;
      const [row] = await tx
        .insert(translators)
        .values({ ...fields, ...fileColumns, ...link.values, status: "Pending", createdAt: now, updatedAt: now })
        .returning({ translatorId: translators.translatorId, email: translators.email });
      const code = await issueVerificationCode(tx, row!, now);
      return { translatorId: row!.translatorId, token: link.token, code };
    });
  } catch (error) {
    await Promise.all(storedKeys.map((key) => storage.delete(key).catch(() => undefined)));
    // Two submissions racing with the same e-mail: the unique index decides, the loser gets the same answer.
    if (pgCode(error) === "23505") throw badRequest(english(APPLICATION_MESSAGES.duplicateEmail));
    throw error;
  }
  // After the commit: the link and code in the e-mail always exist in the database.
  await mailer.send(verificationEmail(input, created, publicUrl));
  return { message: APPLICATION_MESSAGES.submitted, translatorId: created.translatorId };
}
