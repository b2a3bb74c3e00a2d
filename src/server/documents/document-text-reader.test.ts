import { afterAll, describe, expect, it } from "vitest";
import { PNG_BYTES, buildDocx, buildPdf } from "../../../tests/support/fixtures";
import { createDocumentAnalyser } from "./analysis-pool";
import { readStoredDocumentText, setDocumentTextReader } from "./document-text-reader";

const pool = createDocumentAnalyser({ threads: 1 });
afterAll(async () => {
  setDocumentTextReader(null);
  await pool.close();
});

describe("the translation checks' text reader", () => {
  it("reads PDF and DOCX text in the analysis pool's thread, leaving this thread's built-ins as V8's own", async () => {
    setDocumentTextReader(pool.readText);
    const push = Array.prototype.push;
    const parse = JSON.parse;
    const pdf = await buildPdf([["Date of Birth: March 12, 1985", "Name: AYSE"]]);
    expect(await readStoredDocumentText("translation.pdf", pdf)).toMatch(
      /^Date of Birth: March 12, 1985\n+Name: AYSE\n+$/,
    );
    expect(await readStoredDocumentText("translation.docx", buildDocx(["Surname: YILMAZ"]))).toContain(
      "Surname: YILMAZ",
    );
    expect(await readStoredDocumentText("stamp.png", PNG_BYTES)).toBeNull();
    expect(Array.prototype.push).toBe(push);
    expect(JSON.parse).toBe(parse);
  }, 60_000);
});
