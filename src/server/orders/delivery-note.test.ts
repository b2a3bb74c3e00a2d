import { describe, expect, it } from "vitest";
import { deliveryNote } from "./delivery-note";

describe("deliveryNote", () => {
  it("adds the certificates issued with the completion to the note", () => {
    expect(deliveryNote(undefined, 0)).toBeUndefined();
    expect(deliveryNote("Checked by Elif", 0)).toBe("Checked by Elif");
    expect(deliveryNote(undefined, 1)).toBe("1 certificate of translation accuracy issued");
    expect(deliveryNote("Checked", 2)).toBe("Checked. 2 certificates of translation accuracy issued");
  });
});
