import { describe, expect, it } from "vitest";
import { linesFromPlainText } from "./plain-text";
import { segmentLines } from "./segment-lines";
import { splitSentences } from "./sentences";

const brief = (text: string) =>
  segmentLines(linesFromPlainText(text)).map(({ kind, row, col, source }) => ({ kind, row, col, source }));

describe("splitSentences", () => {
  it("never ends a sentence at a Turkish abbreviation, an ordinal, a number or a date", () => {
    const text =
      "T.C. Ankara 3. Asliye Hukuk Mahkemesi, Dr. Ahmet Yılmaz ile Av. Mehmet Kaya'nın 12.03.1985 tarihli sözleşmesi gereği " +
      "1.250,50 TL ödenmesine karar verdi. Davalı Atatürk Mah. Cumhuriyet Cad. No. 5 Apt. 3 adresinde oturmaktadır. " +
      "Bkz. Madde 4 vb. hükümler ile Prof. Dr. Ayşe Demir ve Doç. Can Er'in raporu incelendi.";
    expect(splitSentences(text).map((sentence) => sentence.text)).toEqual([
      "T.C. Ankara 3. Asliye Hukuk Mahkemesi, Dr. Ahmet Yılmaz ile Av. Mehmet Kaya'nın 12.03.1985 tarihli sözleşmesi gereği 1.250,50 TL ödenmesine karar verdi.",
      "Davalı Atatürk Mah. Cumhuriyet Cad. No. 5 Apt. 3 adresinde oturmaktadır.",
      "Bkz. Madde 4 vb. hükümler ile Prof. Dr. Ayşe Demir ve Doç. Can Er'in raporu incelendi.",
    ]);
  });

  it("keeps each sentence's offsets in the text", () => {
    const text = "Birinci cümle.  İkinci cümle!";
    const sentences = splitSentences(text);
    expect(sentences.map((sentence) => text.slice(sentence.start, sentence.end))).toEqual([
      "Birinci cümle.",
      "İkinci cümle!",
    ]);
  });
});

describe("segmentLines", () => {
  it("splits a Nüfus Kayıt Örneği into its heading and label–value rows, labels on their own", () => {
    const segments = brief(`T.C.
İÇİŞLERİ BAKANLIĞI
NÜFUS KAYIT ÖRNEĞİ

T.C. Kimlik No      12345678901
Adı: AYŞE
Soyadı : YILMAZ
Baba Adı     :     MEHMET
Ana Adı: FATMA          Doğum Yeri: ANKARA
Doğum Tarihi: 12.03.1985
Medeni Hali: Evli
İl: İstanbul   İlçe: Kadıköy   Mahalle/Köy: Caferağa`);
    expect(segments).toEqual([
      { kind: "heading", row: null, col: null, source: "T.C." },
      { kind: "heading", row: null, col: null, source: "İÇİŞLERİ BAKANLIĞI" },
      { kind: "heading", row: null, col: null, source: "NÜFUS KAYIT ÖRNEĞİ" },
      { kind: "label", row: 0, col: 0, source: "T.C. Kimlik No" },
      { kind: "value", row: 0, col: 1, source: "12345678901" },
      { kind: "label", row: 1, col: 0, source: "Adı" },
      { kind: "value", row: 1, col: 1, source: "AYŞE" },
      { kind: "label", row: 2, col: 0, source: "Soyadı" },
      { kind: "value", row: 2, col: 1, source: "YILMAZ" },
      { kind: "label", row: 3, col: 0, source: "Baba Adı" },
      { kind: "value", row: 3, col: 1, source: "MEHMET" },
      { kind: "label", row: 4, col: 0, source: "Ana Adı" },
      { kind: "value", row: 4, col: 1, source: "FATMA" },
      { kind: "label", row: 5, col: 0, source: "Doğum Yeri" },
      { kind: "value", row: 5, col: 1, source: "ANKARA" },
      { kind: "label", row: 6, col: 0, source: "Doğum Tarihi" },
      { kind: "value", row: 6, col: 1, source: "12.03.1985" },
      { kind: "label", row: 7, col: 0, source: "Medeni Hali" },
      { kind: "value", row: 7, col: 1, source: "Evli" },
      { kind: "label", row: 8, col: 0, source: "İl" },
      { kind: "value", row: 8, col: 1, source: "İstanbul" },
      { kind: "label", row: 9, col: 0, source: "İlçe" },
      { kind: "value", row: 9, col: 1, source: "Kadıköy" },
      { kind: "label", row: 10, col: 0, source: "Mahalle/Köy" },
      { kind: "value", row: 10, col: 1, source: "Caferağa" },
    ]);
  });

  it("reads a birth certificate's form and its closing sentence", () => {
    const segments = brief(`DOĞUM BELGESİ
Çocuğun Adı Soyadı: Elif KAYA
Doğum Saati: 14:35
Ağırlığı: 3.250 gr
Düzenleyen: Dr. Selin Aksoy

Yukarıda kimliği yazılı çocuğun 05.06.2021 tarihinde hastanemizde canlı olarak doğduğu Dr. Selin Aksoy tarafından
tespit edilmiştir. İşbu belge ilgilinin talebi üzerine düzenlenmiştir.`);
    expect(segments).toEqual([
      { kind: "heading", row: null, col: null, source: "DOĞUM BELGESİ" },
      { kind: "label", row: 0, col: 0, source: "Çocuğun Adı Soyadı" },
      { kind: "value", row: 0, col: 1, source: "Elif KAYA" },
      // "14:35" has no space after its colon: a time, not a second pair.
      { kind: "label", row: 1, col: 0, source: "Doğum Saati" },
      { kind: "value", row: 1, col: 1, source: "14:35" },
      { kind: "label", row: 2, col: 0, source: "Ağırlığı" },
      { kind: "value", row: 2, col: 1, source: "3.250 gr" },
      { kind: "label", row: 3, col: 0, source: "Düzenleyen" },
      { kind: "value", row: 3, col: 1, source: "Dr. Selin Aksoy" },
      {
        kind: "sentence",
        row: null,
        col: null,
        source:
          "Yukarıda kimliği yazılı çocuğun 05.06.2021 tarihinde hastanemizde canlı olarak doğduğu Dr. Selin Aksoy tarafından tespit edilmiştir.",
      },
      { kind: "sentence", row: null, col: null, source: "İşbu belge ilgilinin talebi üzerine düzenlenmiştir." },
    ]);
  });

  it("splits a court decision's long wrapped sentences and keeps Esas No / Karar No as pairs", () => {
    const segments = brief(`T.C.
İSTANBUL 2. ASLİYE HUKUK MAHKEMESİ
ESAS NO : 2023/145
KARAR NO : 2024/87

Davacı vekili Av. Mehmet Kaya dava dilekçesinde özetle; müvekkili ile davalının 12.03.2015 tarihinde evlendiklerini,
ortak çocukları olmadığını, tarafların 1.250,50 TL nafaka konusunda anlaşamadıklarını beyan ederek boşanmalarına
karar verilmesini talep etmiştir. Davalı usulüne uygun tebligata rağmen duruşmaya gelmemiştir.

HÜKÜM: Yukarıda açıklanan nedenlerle; davanın KABULÜ ile tarafların TMK'nın 166/3. maddesi uyarınca boşanmalarına, yargılama giderlerinin davalıdan alınmasına, kararın kesinleşmesine müteakip nüfus müdürlüğüne bildirilmesine karar verildi.`);
    expect(segments.map((segment) => [segment.kind, segment.source])).toEqual([
      ["heading", "T.C."],
      ["heading", "İSTANBUL 2. ASLİYE HUKUK MAHKEMESİ"],
      ["label", "ESAS NO"],
      ["value", "2023/145"],
      ["label", "KARAR NO"],
      ["value", "2024/87"],
      [
        "sentence",
        "Davacı vekili Av. Mehmet Kaya dava dilekçesinde özetle; müvekkili ile davalının 12.03.2015 tarihinde evlendiklerini, ortak çocukları olmadığını, tarafların 1.250,50 TL nafaka konusunda anlaşamadıklarını beyan ederek boşanmalarına karar verilmesini talep etmiştir.",
      ],
      ["sentence", "Davalı usulüne uygun tebligata rağmen duruşmaya gelmemiştir."],
      [
        "line",
        "HÜKÜM: Yukarıda açıklanan nedenlerle; davanın KABULÜ ile tarafların TMK'nın 166/3. maddesi uyarınca boşanmalarına, yargılama giderlerinin davalıdan alınmasına, kararın kesinleşmesine müteakip nüfus müdürlüğüne bildirilmesine karar verildi.",
      ],
    ]);
  });

  it("keeps a transcript's table as cells sharing their row, an empty cell leaving its row shorter", () => {
    const segments = brief(`TRANSKRİPT
Ders Kodu   Ders Adı                    Kredi   AKTS   Not
MAT101      Matematik I                 4       6      AA
FİZ102      Fizik II                    3       5      BA
TÜR101      Türk Dili I                  2
Ağırlıklı Genel Not Ortalaması: 3,45`);
    expect(segments.filter((segment) => segment.row === 1).map((segment) => [segment.col, segment.source])).toEqual([
      [0, "MAT101"],
      [1, "Matematik I"],
      [2, "4"],
      [3, "6"],
      [4, "AA"],
    ]);
    expect(segments.find((segment) => segment.source === "Türk Dili I")).toEqual({
      kind: "cell",
      row: 3,
      col: 1,
      source: "Türk Dili I",
    });
    expect(segments.slice(-2)).toEqual([
      { kind: "label", row: 4, col: 0, source: "Ağırlıklı Genel Not Ortalaması" },
      { kind: "value", row: 4, col: 1, source: "3,45" },
    ]);
  });

  it("gives each sentence the boxes of the scanned lines it covers", () => {
    const box = (y: number) => ({ page: 1, x: 0.1, y, w: 0.8, h: 0.02 });
    const segments = segmentLines([
      { page: 1, cells: ["Adı: AYŞE"], box: box(0.1), cellBoxes: [box(0.1)] },
      { page: 1, cells: ["Bu belge ilgilinin talebi üzerine düzenlenmiş olup resmi"], box: box(0.2) },
      { page: 1, cells: ["kurumlara ibraz edilebilir. Ücrete tabi değildir."], box: box(0.23) },
    ]);
    expect(segments.map((segment) => [segment.kind, segment.box?.y, segment.box?.h])).toEqual([
      ["label", 0.1, 0.02],
      ["value", 0.1, 0.02],
      ["sentence", 0.2, expect.closeTo(0.05, 5)],
      ["sentence", 0.23, expect.closeTo(0.02, 5)],
    ]);
  });

  it("takes a DOCX's own headings and table rows as they are", () => {
    const segments = segmentLines([
      { page: 1, cells: ["Diploma"], box: null, heading: true, whole: true },
      { page: 1, cells: ["Adı Soyadı", "Ayşe Yılmaz"], box: null, table: true },
      { page: 1, cells: ["Bölüm", "Bilgisayar Mühendisliği"], box: null, table: true },
    ]);
    expect(segments.map(({ kind, row, col, source }) => [kind, row, col, source])).toEqual([
      ["heading", null, null, "Diploma"],
      ["cell", 0, 0, "Adı Soyadı"],
      ["cell", 0, 1, "Ayşe Yılmaz"],
      ["cell", 1, 0, "Bölüm"],
      ["cell", 1, 1, "Bilgisayar Mühendisliği"],
    ]);
  });
});
