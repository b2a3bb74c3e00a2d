import { eq } from "drizzle-orm";
import { emailCodes } from "../../../src/server/db/schema/email-codes";
import { translators } from "../../../src/server/db/schema/translators";
import { buildPdf, type UploadFile } from "../../support/fixtures";
import type { TestApp } from "../../support/test-app";

// Drives the translator flow as the browser does: multipart application, e-mailed link and code, applicant cookie.

let counter = 0;
export function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  const id = `applicant${counter}${Math.floor(Math.random() * 1e6)}`;
  return {
    fullName: "Zeynep Arslan",
    email: `${id}@example.com`,
    phone: "+1 (212) 555-0148",
    country: "United States",
    nativeLanguage: "Turkish",
    languagePair: "tr-en",
    category: "Legal",
    experienceYears: "7",
    freelancerProfileUrl: "https://www.proz.com/profile/123",
    confirmAccuracy: "true",
    ...overrides,
  };
}

export const SAMPLE_TEXT = Buffer.from("Mahkeme kararı — Court decision\nÇeviri örneği / Translation sample\n", "utf8");

export async function defaultFiles(): Promise<{ resumeFile: UploadFile; sampleTranslationsFile: UploadFile }> {
  return {
    resumeFile: {
      name: "resume.pdf",
      bytes: await buildPdf([["Zeynep Arslan", "Certified translator"]]),
      type: "application/pdf",
    },
    sampleTranslationsFile: { name: "sample.txt", bytes: SAMPLE_TEXT, type: "text/plain" },
  };
}

/** A multipart body with files under their own field names (resumeFile, sampleTranslationsFile...). */
export async function applicationBody(fields: Record<string, string>, files: Record<string, UploadFile | undefined>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    if (file)
      form.append(
        name,
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
        file.name,
      );
  }
  const body = new Response(form);
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { "content-type": body.headers.get("content-type")! },
  };
}

export async function postApplication(
  t: TestApp,
  fields = applicationFields(),
  files?: Record<string, UploadFile | undefined>,
) {
  const body = await applicationBody(fields, files ?? (await defaultFiles()));
  return t.app.inject({
    method: "POST",
    url: "/api/translator-application",
    headers: body.headers,
    payload: body.payload,
  });
}

/** The token and code in the newest verification e-mail to `email`. */
export async function readVerificationMail(t: TestApp, email: string) {
  const [mail] = await t.mailer.listOutbox({ to: email, limit: 1 });
  const token = mail?.text.match(/\/verify-translator-email\/([A-Za-z0-9_-]+)/)?.[1];
  const code = mail?.text.match(/verification code at .*: (\d{6})/)?.[1];
  if (!mail || !token || !code) throw new Error(`no verification e-mail to ${email}`);
  return { mail, token, code };
}

/** The applicant cookie a verification answer sets (the browser sends it to /api/translator/...). */
export function applicantCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === "bt_translator_applicant");
  if (!cookie) throw new Error("no applicant cookie");
  return `bt_translator_applicant=${cookie.value}`;
}

/** Applies and verifies the e-mail by link: an 'Email Verified' application and the applicant's cookie. */
export async function emailVerifiedApplicant(t: TestApp, fields = applicationFields()) {
  const applied = await postApplication(t, fields);
  if (applied.statusCode !== 201) throw new Error(`apply failed ${applied.statusCode}: ${applied.body}`);
  const { translatorId } = applied.json<{ translatorId: number }>();
  const { token } = await readVerificationMail(t, fields.email);
  const verified = await t.app.inject({ method: "POST", url: "/api/verify-translator-email", payload: { token } });
  if (verified.statusCode !== 200) throw new Error(`verify failed ${verified.statusCode}: ${verified.body}`);
  return { translatorId, email: fields.email, cookie: applicantCookie(verified) };
}

/** Applies, verifies the e-mail and passes the built-in identity check: an 'ID Verified' application. */
export async function idVerifiedApplicant(t: TestApp, fields = applicationFields()) {
  const applicant = await emailVerifiedApplicant(t, fields);
  const started = await t.app.inject({
    method: "POST",
    url: `/api/translator/${applicant.translatorId}/verify-identity`,
    headers: { cookie: applicant.cookie },
  });
  const { clientSecret } = started.json<{ clientSecret: string }>();
  const done = await t.app.inject({
    method: "POST",
    url: "/api/test-identity/complete",
    payload: { clientSecret, outcome: "verified" },
  });
  if (done.statusCode !== 200) throw new Error(`identity failed ${done.statusCode}: ${done.body}`);
  return applicant;
}

export async function translatorRow(t: TestApp, translatorId: number) {
  const [row] = await t.db.select().from(translators).where(eq(translators.translatorId, translatorId));
  return row!;
}

/** The application's e-mail code (hash, attempts, expiry, when it was sent). */
export async function translatorEmailCode(t: TestApp, translatorId: number) {
  const [row] = await t.db.select().from(emailCodes).where(eq(emailCodes.translatorId, translatorId));
  return row!;
}

/** As if the application's last verification e-mail went out `seconds` ago (the resend minute counts from it). */
export const verificationSentAgo = (t: TestApp, translatorId: number, seconds: number) =>
  t.db
    .update(emailCodes)
    .set({ createdAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(emailCodes.translatorId, translatorId));
