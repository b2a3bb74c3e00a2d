import { describe, expect, it } from "vitest";
import { formatFileSizeShort } from "./format-file-size";

describe("formatFileSizeShort", () => {
  it("uses B below 1 KB and one decimal above", () => {
    expect(formatFileSizeShort(0)).toBe("0 B");
    expect(formatFileSizeShort(830)).toBe("830 B");
    expect(formatFileSizeShort(1536)).toBe("1.5 KB");
    expect(formatFileSizeShort(2 * 1024 * 1024)).toBe("2.0 MB");
    expect(formatFileSizeShort(10.25 * 1024 ** 3)).toBe("10.3 GB");
  });

  it("writes the decimal mark of the screen's language", () => {
    expect(formatFileSizeShort(1536, "tr-TR")).toBe("1,5 KB");
    expect(formatFileSizeShort(2500 * 1024 ** 3, "en-US")).toBe("2500.0 GB");
  });
});
