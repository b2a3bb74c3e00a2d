import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { CreateOrderData } from "../../shared/schemas/orders";
import type { DocumentAnalyser } from "../documents/analysis-pool";
import { uploadDocument } from "../documents/upload-document";
import { assignTranslator } from "../jobs/assign-translator";
import { completeJob } from "../jobs/complete-job";
import { deliveryChecksWith } from "../translation-checks/delivery-checks";
import { getTranslatorJob } from "../jobs/get-translator-job";
import { uploadTranslation } from "../jobs/upload-translation";
import type { Mailer } from "../mail/mailer";
import { createOrder } from "../orders/create-order";
import { createPaymentIntent } from "../payments/create-payment-intent";
import { handlePaymentEvent } from "../payments/handle-payment-event";
import type { PaymentProvider } from "../payments/payment-provider";
import { isTestPaymentProvider } from "../payments/test-payment-provider";
import { approveDraft } from "../review/approve-draft";
import type { FileStorage } from "../storage/file-storage";
import { setTranslatorStatus } from "../translators/set-translator-status";
import type { Database } from "../db/client";
import { orderItems } from "../db/schema/pricing-catalog";
import { translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { ensureUser } from "./seed-users";

export const DEMO_CUSTOMER = {
  username: "demo",
  email: "demo.customer@example.com",
  password: "demo-customer-2026",
  firstName: "Elif",
  lastName: "Demir",
};

/** The translator the demo orders are assigned to; an account like any approved applicant's (password not published). */
export const DEMO_TRANSLATOR = {
  email: "demo.translator@example.com",
  fullName: "Mehmet Yılmaz",
};

/** Stripe's (and the test provider's) card that always succeeds. */
const TEST_CARD = "4242424242424242";

export type DemoDeps = {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  payments: PaymentProvider;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The reader threads the uploads use: the PDF reader must not load on the main thread (it replaces built-ins there). */
  analyser: DocumentAnalyser;
  /** The admin who assigns the demo jobs. */
  adminUsername: string;
};

/**
 * A demo customer with three orders made the way users make them: every step goes through the
 * use case its route calls, so the data obeys the same rules as real orders and never contradicts itself:
 * - completed: documents, paid with the test card, translated, delivered, approved by the customer (certificates);
 * - processing: a document, paid, assigned to the demo translator (the job is open);
 * - pending: a document uploaded, not paid yet.
 * Runs once: only when it creates the demo customer (a restart finds the account and does nothing). Documents
 * are PDFs with a text layer, so no OCR runs. Needs the built-in test payment provider; with Stripe configured
 * there is no demo data (real money must not be involved) and null is answered.
 */
export async function seedDemoData(deps: DemoDeps): Promise<typeof DEMO_CUSTOMER | null> {
  const { db, storage, mailer, payments, publicUrl, log, analyser } = deps;
  if (!isTestPaymentProvider(payments)) {
    log.warn("demo data needs the test payment provider; none was created");
    return null;
  }
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, deps.adminUsername)).limit(1);
  if (!admin) throw new Error(`demo data: admin ${deps.adminUsername} not found`);

  const { user: customer, created } = await ensureUser(db, DEMO_CUSTOMER);
  if (!created) return null;
  const translator = await approvedDemoTranslator(deps);

  const newOrder = (input: CreateOrderData) => createOrder({ db, userId: customer.id, input });
  const upload = (orderId: number, itemId: number, fileName: string, lines: string[]) =>
    textPdf(lines).then((bytes) =>
      uploadDocument({
        db,
        storage,
        provider: payments,
        analyser,
        log,
        userId: customer.id,
        orderId,
        itemId,
        file: { fileName, bytes },
      }),
    );
  const pay = async (orderId: number) => {
    const intent = await createPaymentIntent({
      db,
      mailer,
      log,
      provider: payments,
      userId: customer.id,
      customerEmail: customer.email,
      orderId,
    });
    // What POST /api/test-payments/confirm does with the card the customer typed.
    const event = await payments.confirm({ clientSecret: intent.clientSecret, cardNumber: TEST_CARD });
    const result = await handlePaymentEvent({ db, mailer, provider: payments, log, event });
    if (result.status !== "paid") throw new Error(`demo data: payment of order ${orderId} answered ${result.status}`);
  };
  const assign = async (orderId: number) => {
    const job = await assignTranslator({
      db,
      mailer,
      publicUrl,
      orderId,
      translatorId: translator.translatorId,
      adminId: admin.id,
    });
    return job.id;
  };

  // 1. Completed: a birth certificate (flat price) and a contract counted from its text.
  const completed = await newOrder({
    serviceType: "certified",
    translationDirection: "tr-en",
    isRush: false,
    isPhysicalDelivery: false,
    shippingAddress: null,
    items: [
      { documentType: "birth_certificate", wordCount: null, notarization: false, extraCopies: 0 },
      { documentType: "contract", wordCount: 160, notarization: false, extraCopies: 0 },
    ],
  });
  const completedItems = await itemIds(db, completed.id);
  await upload(completed.id, completedItems[0]!, "dogum-belgesi.pdf", [
    "T.C. Nüfus Müdürlüğü",
    "Doğum Belgesi",
    "Adı: Elif Soyadı: Demir",
    "Doğum yeri: İstanbul",
  ]);
  await upload(completed.id, completedItems[1]!, "kira-sozlesmesi.pdf", contractLines());
  await pay(completed.id);
  const completedJob = await assign(completed.id);
  const job = await getTranslatorJob({ db, jobId: completedJob, userId: translator.userId });
  for (const document of job.documents) {
    // Real translations, line for line: completion runs the translation checks on them (issue 40).
    const bytes = await textPdf(
      document.originalFilename === "dogum-belgesi.pdf" ? BIRTH_CERTIFICATE_TRANSLATION : contractTranslationLines(),
    );
    await uploadTranslation({
      db,
      storage,
      log,
      userId: translator.userId,
      jobId: completedJob,
      documentId: document.id,
      file: { fileName: `translation-${document.id}.pdf`, bytes },
    });
  }
  await completeJob({
    db,
    mailer,
    publicUrl,
    userId: translator.userId,
    jobId: completedJob,
    deliveryChecks: deliveryChecksWith(storage),
  });
  await approveDraft({ db, storage, mailer, publicUrl, orderId: completed.id, userId: customer.id });

  // 2. Processing: a Premium rush order, paid and assigned; the translator has not started.
  const processing = await newOrder({
    serviceType: "premium",
    translationDirection: "tr-en",
    isRush: true,
    isPhysicalDelivery: false,
    shippingAddress: null,
    items: [{ documentType: "diploma", wordCount: null, notarization: false, extraCopies: 0 }],
  });
  await upload(processing.id, (await itemIds(db, processing.id))[0]!, "diploma.pdf", [
    "Boğaziçi Üniversitesi",
    "Lisans Diploması",
    "Elif Demir",
    "Bilgisayar Mühendisliği",
  ]);
  await pay(processing.id);
  await assign(processing.id);

  // 3. Pending: a document uploaded, mailed copies wanted, not paid yet.
  const pending = await newOrder({
    serviceType: "standard",
    translationDirection: "en-tr",
    isRush: false,
    isPhysicalDelivery: true,
    shippingAddress: {
      fullName: "Elif Demir",
      line1: "350 Fifth Avenue",
      line2: undefined,
      city: "New York",
      state: "NY",
      postalCode: "10118",
    },
    items: [{ documentType: "other", wordCount: 170, notarization: false, extraCopies: 0 }],
  });
  await upload(pending.id, (await itemIds(db, pending.id))[0]!, "reference-letter.pdf", referenceLetterLines());
  return DEMO_CUSTOMER;
}

/** An application that passed the e-mail and identity checks, approved by the admin's use case. */
async function approvedDemoTranslator({
  db,
  mailer,
  publicUrl,
}: DemoDeps): Promise<{ translatorId: number; userId: number }> {
  const [existing] = await db.select().from(translators).where(eq(translators.email, DEMO_TRANSLATOR.email)).limit(1);
  if (existing?.status === "Approved" && existing.userId)
    return { translatorId: existing.translatorId, userId: existing.userId };
  const [application] = existing
    ? [existing]
    : await db
        .insert(translators)
        .values({
          fullName: DEMO_TRANSLATOR.fullName,
          email: DEMO_TRANSLATOR.email,
          phone: "+90 212 555 0100",
          country: "Turkey",
          nativeLanguage: "Turkish",
          languagePair: "tr-en",
          category: "Legal",
          experienceYears: 8,
          emailVerified: true,
          status: "ID Verified",
        })
        .returning();
  const approved = await setTranslatorStatus({
    db,
    mailer,
    publicUrl,
    translatorId: application!.translatorId,
    decision: "Approved",
  });
  const [row] = await db
    .select({ userId: translators.userId })
    .from(translators)
    .where(eq(translators.translatorId, approved.translatorId));
  return { translatorId: approved.translatorId, userId: row!.userId! };
}

async function itemIds(db: Database, orderId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
  return rows.map((row) => row.id);
}

/** A one-page PDF with a text layer (Helvetica cannot draw Turkish letters, so they are folded to ASCII). */
async function textPdf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, index) => page.drawText(toAscii(line), { x: 54, y: 740 - index * 14, size: 11, font }));
  return Buffer.from(await pdf.save());
}

const TURKISH_LETTERS: Record<string, string> = {
  ç: "c",
  Ç: "C",
  ğ: "g",
  Ğ: "G",
  ı: "i",
  İ: "I",
  ö: "o",
  Ö: "O",
  ş: "s",
  Ş: "S",
  ü: "u",
  Ü: "U",
};
const toAscii = (text: string) => text.replace(/[çÇğĞıİöÖşŞüÜ]/g, (letter) => TURKISH_LETTERS[letter]!);

function contractLines(): string[] {
  const clause = "Kiraci kira bedelini her ayin besinci gunune kadar kiraya verenin banka hesabina odemeyi kabul eder.";
  return ["KIRA SOZLESMESI", ...Array.from({ length: 12 }, (_, index) => `${index + 1}. ${clause}`)];
}

const BIRTH_CERTIFICATE_TRANSLATION = [
  "Republic of Turkey Civil Registry Office",
  "Birth Certificate",
  "Name: Elif Surname: Demir",
  "Place of Birth: Istanbul",
];

function contractTranslationLines(): string[] {
  const clause = "The tenant agrees to pay the rent into the landlord's bank account by the fifth day of each month.";
  return ["LEASE AGREEMENT", ...Array.from({ length: 12 }, (_, index) => `${index + 1}. ${clause}`)];
}

function referenceLetterLines(): string[] {
  const sentence = "Elif Demir has worked with our team for three years and has always shown care and diligence.";
  return ["To whom it may concern,", ...Array.from({ length: 10 }, () => sentence), "Sincerely, Jane Smith"];
}
