// A civil-registry extract (Nüfus Kayıt Örneği) and its correct English translation, line for line (the same as
// src/shared/translation-checks/civil-registry.test.ts), with the planted errors of issue 40.
export const ID = "12345678950";

export const SOURCE = [
  "T.C. İÇİŞLERİ BAKANLIĞI NÜFUS VE VATANDAŞLIK İŞLERİ GENEL MÜDÜRLÜĞÜ",
  "NÜFUS KAYIT ÖRNEĞİ",
  `T.C. Kimlik No: ${ID}`,
  "Adı: AYŞE",
  "Soyadı: YILMAZ",
  "Baba Adı: MEHMET",
  "Ana Adı: FATMA",
  "Doğum Yeri: ÜSKÜDAR",
  "Doğum Tarihi: 12.03.1985",
  "Medeni Hali: Evli",
  "Veriliş Tarihi: 05 Ocak 2024",
  "Esas No: 2019/345",
  "Harç: 1.250,50 TL",
  "Bu belge, nüfus kütüğündeki kayıtların aslının aynısı olarak düzenlenmiştir.",
  "İl: İSTANBUL İlçe: ÜSKÜDAR Mahalle/Köy: CUMHURİYET",
  "Cilt No: 12 Aile Sıra No: 45 Sıra No: 7",
  "Cinsiyeti: Kadın Dini: İslam",
  "Olaylar: Evlenme 14.06.2010, saat 14.30",
];

export const TRANSLATION = [
  "REPUBLIC OF TÜRKİYE MINISTRY OF INTERIOR GENERAL DIRECTORATE OF POPULATION AND CITIZENSHIP AFFAIRS",
  "CIVIL REGISTRY RECORD",
  `T.R. Identity No.: ${ID}`,
  "Name: AYSE",
  "Surname: YILMAZ",
  "Father's Name: MEHMET",
  "Mother's Name: FATMA",
  "Place of Birth: ÜSKÜDAR",
  "Date of Birth: March 12, 1985",
  "Marital Status: Married",
  "Date of Issue: January 5, 2024",
  "Case No.: 2019/345",
  "Fee: TRY 1,250.50",
  "This document has been issued as a true copy of the records in the civil registry.",
  "Province: ISTANBUL District: ÜSKÜDAR Neighborhood/Village: CUMHURİYET",
  "Volume No: 12 Family Sequence No.: 45 Sequence No.: 7",
  "Sex: Female Religion: Islam",
  "Events: Marriage June 14, 2010, at 2:30 PM",
];

/** The order's "names as in passport": the document writes Ayşe Yılmaz, the passport AYSE YILMAZ. */
export const NAME_SPELLINGS = [{ inDocument: "Ayşe Yılmaz", inPassport: "AYSE YILMAZ" }];

/** The translation with lines replaced (1-based line numbers); an empty string omits the line. */
export function translationWith(changes: Record<number, string>): string[] {
  return TRANSLATION.map((line, index) => changes[index + 1] ?? line).filter((line) => line !== "");
}

/** Each planted error of issue 40: the changed lines and the finding it must raise (line = the source line). */
export const PLANTED = [
  { what: "a swapped date", changes: { 9: "Date of Birth: 12/03/1985" }, code: "DATE_SWAPPED", line: "9" },
  { what: "a wrong ID digit", changes: { 3: "T.R. Identity No.: 12345678960" }, code: "ID_NUMBER_CHANGED", line: "3" },
  { what: "a name not as in the passport", changes: { 4: "Name: Ayşe" }, code: "NAME_TURKISH_LETTERS", line: "4" },
  { what: "an omitted line", changes: { 7: "" }, code: "TARGET_EMPTY", line: "7" },
  { what: "Turkish left in a line", changes: { 10: "Marital Status: Evli" }, code: "SOURCE_WORDS_LEFT", line: "10" },
] as const;
