import { describe, expect, it } from "vitest";
import { CSV_BOM, CsvMoney, csvCell, csvLine, csvTime } from "./csv";

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Smith, John")).toBe('"Smith, John"');
    expect(csvCell('the "late" one')).toBe('"the ""late"" one"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it("keeps Turkish letters as they are", () => {
    expect(csvCell("Ayşe Öztürk, İstanbul")).toBe('"Ayşe Öztürk, İstanbul"');
    expect(csvCell("Çağrı Güneş")).toBe("Çağrı Güneş");
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1 212 555")).toBe("'+1 212 555");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes money from cents with two decimals, negative amounts untouched", () => {
    expect(csvCell(new CsvMoney(123456))).toBe("1234.56");
    expect(csvCell(new CsvMoney(5))).toBe("0.05");
    expect(csvCell(new CsvMoney(-250))).toBe("-2.50");
    expect(csvCell(-3)).toBe("-3");
  });

  it("writes empty, boolean and time cells", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true)).toBe("yes");
    expect(csvCell(false)).toBe("no");
    expect(csvTime(new Date("2026-11-23T14:05:09.123Z"))).toBe("2026-11-23 14:05:09");
  });

  it("ends each record with CRLF; the file starts with the UTF-8 byte order mark", () => {
    expect(csvLine(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
    expect(Buffer.from(CSV_BOM, "utf8")).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
