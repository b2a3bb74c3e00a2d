import { describe, expect, it } from "vitest";
import { detectTranslatedFileType, translatedFileName } from "./translated-file-type";

describe("translated file type and name", () => {
  it("reads the type from the first bytes", () => {
    expect(detectTranslatedFileType(Buffer.from("%PDF-1.7 ..."))).toEqual({
      extension: ".pdf",
      contentType: "application/pdf",
    });
    expect(detectTranslatedFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual({
      extension: ".jpg",
      contentType: "image/jpeg",
    });
    expect(detectTranslatedFileType(Buffer.from("plain text"))).toEqual({
      extension: null,
      contentType: "application/octet-stream",
    });
  });

  it("prefixes the original name and follows the delivered type", () => {
    expect(translatedFileName("Nüfus Kaydı.pdf")).toBe("translated-Nüfus Kaydı.pdf");
    expect(translatedFileName("Nüfus Kaydı.pdf", ".pdf")).toBe("translated-Nüfus Kaydı.pdf");
    expect(translatedFileName("scan.JPEG", ".jpg")).toBe("translated-scan.JPEG");
    expect(translatedFileName("scan.jpg", ".pdf")).toBe("translated-scan.pdf");
    expect(translatedFileName("README", ".pdf")).toBe("translated-README.pdf");
  });
});
