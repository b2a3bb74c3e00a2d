import { asc, eq } from "drizzle-orm";
import { documents } from "../../../src/server/db/schema/documents";
import { documentSegments } from "../../../src/server/db/schema/workbench";
import type { SegmentKind } from "../../../src/shared/schemas/workbench";
import type { TestApp } from "../../support/test-app";
import {
  approveDraftOf,
  assignOrThrow,
  completeJob,
  jobDetail,
  paidOrder,
  translatedPdf,
  uploadTranslation,
  type SignedInTranslator,
} from "../jobs/fixtures";

export type ExtractSegment = { kind: SegmentKind; source: string; target: string };

/** Writes a document's segments as the segmentation job would, confirmed with their targets when `confirm`. */
export async function writeSegments(
  t: TestApp,
  documentId: number,
  segments: readonly ExtractSegment[],
  options: { jobId?: number; confirm: boolean },
) {
  await t.db.delete(documentSegments).where(eq(documentSegments.documentId, documentId));
  return t.db
    .insert(documentSegments)
    .values(
      segments.map((segment, position) => ({
        documentId,
        position,
        kind: segment.kind,
        source: segment.source,
        target: options.confirm ? segment.target : "",
        status: options.confirm ? ("confirmed" as const) : ("draft" as const),
        jobId: options.jobId ?? null,
        confirmedAt: options.confirm ? new Date() : null,
      })),
    )
    .returning();
}

export async function firstDocumentOf(t: TestApp, orderId: number): Promise<number> {
  const [document] = await t.db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.orderId, orderId))
    .orderBy(asc(documents.id))
    .limit(1);
  return document!.id;
}

/**
 * A paid order translated in the workbench: assigned, its segments confirmed (`segments`), a file uploaded,
 * the job completed and, unless `approve: false`, the draft approved — which completes the order.
 */
export async function translateInWorkbench(
  t: TestApp,
  options: {
    admin: string;
    customerCookie: string;
    translator: SignedInTranslator;
    segments: readonly ExtractSegment[];
    approve?: boolean;
    order?: Record<string, unknown>;
  },
) {
  const order = await paidOrder(t, options.customerCookie, options.order);
  const jobId = await assignOrThrow(t, options.admin, order.id, options.translator.translatorId);
  const documentId = await firstDocumentOf(t, order.id);
  await writeSegments(t, documentId, options.segments, { jobId, confirm: true });
  for (const doc of (await jobDetail(t, options.translator.cookie, jobId)).documents) {
    const uploaded = await uploadTranslation(t, options.translator.cookie, jobId, doc.id, await translatedPdf());
    if (uploaded.statusCode !== 201) throw new Error(`upload failed ${uploaded.statusCode}: ${uploaded.body}`);
  }
  const done = await completeJob(t, options.translator.cookie, jobId);
  if (done.statusCode !== 200) throw new Error(`complete failed ${done.statusCode}: ${done.body}`);
  if (options.approve !== false) await approveDraftOf(t, order.id);
  return { orderId: order.id, jobId, documentId };
}

/** A civil-registry extract (nüfus kayıt örneği) of one family, as the segmenter cuts it: headings, lines, label–value pairs. */
export function civilRegistryExtract(family: {
  province: string;
  district: string;
  village: string;
  id: string;
  name: string;
  surname: string;
  father: string;
  mother: string;
  birthPlace: string;
  birthDate: string;
  maritalStatus: string;
  volume: string;
  household: string;
  individual: string;
  issued: string;
}): { kind: SegmentKind; source: string }[] {
  return [
    { kind: "heading", source: "T.C. İÇİŞLERİ BAKANLIĞI NÜFUS VE VATANDAŞLIK İŞLERİ GENEL MÜDÜRLÜĞÜ" },
    { kind: "heading", source: "NÜFUS KAYIT ÖRNEĞİ" },
    { kind: "line", source: `İl: ${family.province} İlçe: ${family.district}` },
    { kind: "line", source: `Mahalle/Köy: ${family.village}` },
    {
      kind: "line",
      source: `Cilt No: ${family.volume} Hane No: ${family.household} Birey Sıra No: ${family.individual}`,
    },
    { kind: "label", source: "T.C. Kimlik No" },
    { kind: "value", source: family.id },
    { kind: "label", source: "Adı" },
    { kind: "value", source: family.name },
    { kind: "label", source: "Soyadı" },
    { kind: "value", source: family.surname },
    { kind: "label", source: "Baba Adı" },
    { kind: "value", source: family.father },
    { kind: "label", source: "Ana Adı" },
    { kind: "value", source: family.mother },
    { kind: "label", source: "Doğum Yeri" },
    { kind: "value", source: family.birthPlace },
    { kind: "label", source: "Doğum Tarihi" },
    { kind: "value", source: family.birthDate },
    { kind: "label", source: "Cinsiyeti" },
    { kind: "value", source: "Kadın" },
    { kind: "label", source: "Medeni Hali" },
    { kind: "value", source: family.maritalStatus },
    { kind: "line", source: "Yukarıda kimliği yazılı kişinin nüfus kaydı aşağıdadır." },
    { kind: "line", source: `Bu belge ${family.issued} tarihinde e-Devlet üzerinden alınmıştır.` },
  ];
}

/** The Öztürk family's extract, translated (tr-en) as a certified translator would. */
export const OZTURK_EXTRACT: ExtractSegment[] = (() => {
  const targets = [
    "REPUBLIC OF TÜRKİYE MINISTRY OF INTERIOR GENERAL DIRECTORATE OF CIVIL REGISTRATION AND NATIONALITY",
    "CIVIL REGISTRY RECORD",
    "Province: ISTANBUL District: KADIKOY",
    "Neighborhood/Village: CAFERAGA",
    "Volume No: 12 Household No: 345 Individual No: 6",
    "T.R. ID No",
    "12345678950",
    "Name",
    "AYSE",
    "Surname",
    "OZTURK",
    "Father's Name",
    "MUSTAFA",
    "Mother's Name",
    "FATMA",
    "Place of Birth",
    "KADIKOY",
    "Date of Birth",
    "March 12, 1985",
    "Sex",
    "Female",
    "Marital Status",
    "Married",
    "The civil registry record of the person identified above is given below.",
    "This document was obtained via e-Government on January 15, 2024.",
  ];
  return civilRegistryExtract({
    province: "İSTANBUL",
    district: "KADIKÖY",
    village: "CAFERAĞA",
    id: "12345678950",
    name: "AYŞE",
    surname: "ÖZTÜRK",
    father: "MUSTAFA",
    mother: "FATMA",
    birthPlace: "KADIKÖY",
    birthDate: "12.03.1985",
    maritalStatus: "Evli",
    volume: "12",
    household: "345",
    individual: "6",
    issued: "15.01.2024",
  }).map((segment, index) => ({ ...segment, target: targets[index]! }));
})();

/** Another family's extract of the same kind, and the translation a certified translator would write. */
export const DEMIR_EXTRACT: ExtractSegment[] = (() => {
  const targets = [
    "REPUBLIC OF TÜRKİYE MINISTRY OF INTERIOR GENERAL DIRECTORATE OF CIVIL REGISTRATION AND NATIONALITY",
    "CIVIL REGISTRY RECORD",
    "Province: ANKARA District: CANKAYA",
    "Neighborhood/Village: KIZILAY",
    "Volume No: 48 Household No: 1021 Individual No: 3",
    "T.R. ID No",
    "10000000146",
    "Name",
    "ELIF",
    "Surname",
    "DEMIR",
    "Father's Name",
    "HASAN",
    "Mother's Name",
    "ZEHRA",
    "Place of Birth",
    "CANKAYA",
    "Date of Birth",
    "November 5, 1990",
    "Sex",
    "Female",
    "Marital Status",
    "Single",
    "The civil registry record of the person identified above is given below.",
    "This document was obtained via e-Government on September 3, 2024.",
  ];
  return civilRegistryExtract({
    province: "ANKARA",
    district: "ÇANKAYA",
    village: "KIZILAY",
    id: "10000000146",
    name: "ELİF",
    surname: "DEMİR",
    father: "HASAN",
    mother: "ZEHRA",
    birthPlace: "ÇANKAYA",
    birthDate: "05.11.1990",
    maritalStatus: "Bekar",
    volume: "48",
    household: "1021",
    individual: "3",
    issued: "03.09.2024",
  }).map((segment, index) => ({ ...segment, target: targets[index]! }));
})();
