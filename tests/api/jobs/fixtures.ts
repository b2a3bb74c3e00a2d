import { eq } from "drizzle-orm";
import { documents } from "../../../src/server/db/schema/documents";
import { orders } from "../../../src/server/db/schema/orders";
import { readDocumentText } from "../../../src/server/documents/read-document-text";
import { approveDraft } from "../../../src/server/review/approve-draft";
import {
  PNG_BYTES,
  buildDocx,
  buildPdf,
  createPayableOrder,
  multipartBody,
  payOrder,
  type UploadFile,
} from "../../support/fixtures";
import type { TestApp } from "../../support/test-app";
import { applicationFields, idVerifiedApplicant } from "../translators/support";

// Translator workspace helpers (docs/delivery.md): an approved translator signed in, a paid (processing) order, and the portal's calls.

export type SignedInTranslator = {
  translatorId: number;
  userId: number;
  email: string;
  fullName: string;
  cookie: string;
};

/** Applies, verifies e-mail and identity, is approved by the admin, sets a password from the e-mailed link and signs in. */
export async function approvedTranslator(
  t: TestApp,
  admin: string,
  overrides: Record<string, string> = {},
): Promise<SignedInTranslator> {
  const fields = applicationFields(overrides);
  const applicant = await idVerifiedApplicant(t, fields);
  const decided = await t.app.inject({
    method: "PUT",
    url: `/api/admin/translators/${applicant.translatorId}/status`,
    headers: { cookie: admin },
    payload: { status: "Approved" },
  });
  if (decided.statusCode !== 200) throw new Error(`approve failed ${decided.statusCode}: ${decided.body}`);
  const [mail] = await t.mailer.listOutbox({ to: applicant.email, limit: 1 });
  const token = mail?.text.match(/set-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error("no set-password link e-mailed");
  const set = await t.app.inject({
    method: "POST",
    url: "/api/set-password",
    payload: { token, password: "translator-pass-1" },
  });
  if (set.statusCode !== 200) throw new Error(`set password failed ${set.statusCode}: ${set.body}`);
  const { user, cookie } = await t.login(applicant.email, "translator-pass-1");
  return {
    translatorId: applicant.translatorId,
    userId: user.id,
    email: applicant.email,
    fullName: fields.fullName!,
    cookie,
  };
}

/** A customer's order with one real PDF, paid with the test card: status processing. */
export async function paidOrder(t: TestApp, customerCookie: string, overrides: Record<string, unknown> = {}) {
  const order = await createPayableOrder(t, customerCookie, overrides);
  const { confirm } = await payOrder(t, customerCookie, order.id);
  if (confirm.statusCode !== 200) throw new Error(`payment failed ${confirm.statusCode}: ${confirm.body}`);
  return order;
}

export function assign(t: TestApp, admin: string, orderId: number | string, translatorId: number | string) {
  return t.app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderId}/assignment`,
    headers: { cookie: admin },
    payload: { translatorId },
  });
}

export async function assignOrThrow(t: TestApp, admin: string, orderId: number, translatorId: number): Promise<number> {
  const response = await assign(t, admin, orderId, translatorId);
  if (response.statusCode !== 201) throw new Error(`assign failed ${response.statusCode}: ${response.body}`);
  return response.json<{ activeJob: { id: number } }>().activeJob.id;
}

export const get = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

export async function jobDetail(t: TestApp, cookie: string, jobId: number) {
  const response = await get(t, `/api/translator/jobs/${jobId}`, cookie);
  if (response.statusCode !== 200) throw new Error(`job detail failed ${response.statusCode}: ${response.body}`);
  return response.json<{
    documents: { id: number; current: { id: number; version: number } | null; versions: { version: number }[] }[];
    status: string;
  }>();
}

/** The lines of createPayableOrder's contract.pdf: 100 lines of ten "word0"… "word999". */
const FIXTURE_SOURCE_LINES = Array.from({ length: 100 }, (_, line) =>
  Array.from({ length: 10 }, (_, word) => `word${line * 10 + word}`).join(" "),
);

/** The words of the fixtures' sources, translated as a translator would, by direction. */
const FIXTURE_GLOSSARY: Record<"tr-en" | "en-tr", Record<string, string>> = {
  "tr-en": {
    nufus: "civil",
    nüfus: "civil",
    kaydi: "registry",
    kaydı: "registry",
    ornegi: "record",
    örneği: "record",
    bir: "one",
    iki: "two",
  },
  "en-tr": {
    civil: "nüfus",
    registry: "kaydı",
    record: "örneği",
    one: "bir",
    two: "iki",
    translation: "çeviri",
    of: "no",
  },
};

/**
 * A stand-in translation of a source's lines, line for line ("wordN" → "termN", the fixtures' Turkish words through
 * a glossary), labelled on its first line: it keeps every line and number, so the translation checks (issue 40,
 * docs/translation-checks.md) find no error in it and the completion is not refused. The label tells versions apart
 * (a number in it is only a warning).
 */
export function fixtureTranslationLines(
  label: string,
  sourceLines: readonly string[] = FIXTURE_SOURCE_LINES,
  direction: "tr-en" | "en-tr" = "tr-en",
) {
  const glossary = FIXTURE_GLOSSARY[direction];
  const translate = (line: string) =>
    line.replace(/word/g, "term").replace(/[\p{L}]+/gu, (word) => glossary[word.toLocaleLowerCase("tr")] ?? word);
  return sourceLines.map((line, index) => translate(`${index === 0 ? `${label}: ` : ""}${line}`));
}

/** A translated PDF of the standard fixture source (createPayableOrder's), as a translator would upload it. */
export async function translatedPdf(text = "Translated text"): Promise<UploadFile> {
  const lines = fixtureTranslationLines(text);
  return {
    name: "translation.pdf",
    bytes: await buildPdf([lines.slice(0, 50), lines.slice(50)]),
    type: "application/pdf",
  };
}

/** The stand-in translation of one stored document: of its own text when it has one (PDF, or DOCX for Turkish letters). */
export async function translationOfDocument(t: TestApp, documentId: number, label: string): Promise<UploadFile> {
  const [document] = await t.db.select().from(documents).where(eq(documents.id, documentId));
  const text = document ? await readDocumentText(document.originalFilename, await t.storage.get(document.s3Key)) : null;
  const sourceLines = text
    ?.split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (!document || !sourceLines?.length) return translatedPdf(label);
  const [order] = await t.db
    .select({ direction: orders.translationDirection })
    .from(orders)
    .where(eq(orders.id, document.orderId));
  const lines = fixtureTranslationLines(label, sourceLines, order?.direction === "en-tr" ? "en-tr" : "tr-en");
  if (lines.some((line) => [...line].some((char) => char.charCodeAt(0) > 0xff)))
    return { name: "translation.docx", bytes: buildDocx(lines), type: DOCX_TYPE };
  const pages = Array.from({ length: Math.ceil(lines.length / 50) }, (_, page) =>
    lines.slice(page * 50, page * 50 + 50),
  );
  return { name: "translation.pdf", bytes: await buildPdf(pages), type: "application/pdf" };
}

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const TRANSLATED_PNG: UploadFile = { name: "stamp-translation.png", bytes: PNG_BYTES, type: "image/png" };

export async function uploadTranslation(
  t: TestApp,
  cookie: string | undefined,
  jobId: number | string,
  documentId: number | string,
  file?: UploadFile,
) {
  const body = await multipartBody({}, file ? [file] : []);
  return t.app.inject({
    method: "POST",
    url: `/api/translator/jobs/${jobId}/documents/${documentId}/translations`,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

export const completeJob = (t: TestApp, cookie: string | undefined, jobId: number | string) =>
  t.app.inject({ method: "POST", url: `/api/translator/jobs/${jobId}/complete`, headers: cookie ? { cookie } : {} });

export const setOrderStatus = (t: TestApp, admin: string, orderId: number, status: string, note?: string) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/orders/${orderId}/status`,
    headers: { cookie: admin },
    payload: { status, ...(note ? { note } : {}) },
  });

/**
 * Assigns, uploads a PDF for every document and completes the job (the draft is delivered); unless
 * `approve: false`, the customer then approves the draft (docs/delivery.md "Customer review"): ready for the admin to complete the order.
 */
export async function deliverOrder(
  t: TestApp,
  admin: string,
  translator: SignedInTranslator,
  orderId: number,
  { approve = true } = {},
) {
  const jobId = await assignOrThrow(t, admin, orderId, translator.translatorId);
  const detail = await jobDetail(t, translator.cookie, jobId);
  for (const doc of detail.documents) {
    const uploaded = await uploadTranslation(
      t,
      translator.cookie,
      jobId,
      doc.id,
      await translationOfDocument(t, doc.id, `Translation of ${doc.id}`),
    );
    if (uploaded.statusCode !== 201) throw new Error(`upload failed ${uploaded.statusCode}: ${uploaded.body}`);
  }
  const done = await completeJob(t, translator.cookie, jobId);
  if (done.statusCode !== 200) throw new Error(`complete failed ${done.statusCode}: ${done.body}`);
  if (approve) await approveDraftOf(t, orderId);
  return { jobId, documentIds: detail.documents.map((doc) => doc.id) };
}

export { applicationFields };

/** The order's owner approves the delivered draft (through the use case: the fixtures hold no customer cookie). */
export async function approveDraftOf(t: TestApp, orderId: number) {
  const [order] = await t.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  await approveDraft({
    db: t.db,
    storage: t.storage,
    mailer: t.mailer,
    publicUrl: t.config.publicUrl,
    orderId,
    userId: order!.userId,
  });
}

/** Reopens a completed order for rework: outside the transition table, so a forced move with a reason. */
export async function reopenOrder(t: TestApp, admin: string, orderId: number, reason = "Customer found a typo") {
  const response = await t.app.inject({
    method: "PUT",
    url: `/api/admin/orders/${orderId}/status`,
    headers: { cookie: admin },
    payload: { status: "processing", force: true, reason },
  });
  if (response.statusCode !== 200) throw new Error(`reopen failed ${response.statusCode}: ${response.body}`);
  return response;
}
