import { describe, expect, it } from "vitest";
import { deliveryNote, isNormalMove, overrideNote } from "./order-status-moves";

describe("admin order status moves", () => {
  it("knows the normal flow", () => {
    expect(isNormalMove("pending", "processing")).toBe(true);
    expect(isNormalMove("processing", "completed")).toBe(true);
    expect(isNormalMove("processing", "cancelled")).toBe(true);
    expect(isNormalMove("completed", "processing")).toBe(false);
    expect(isNormalMove("pending", "completed")).toBe(false);
  });

  it("keeps the admin's note on a normal move", () => {
    expect(overrideNote({ from: "pending", to: "processing", paid: true, note: "Assigned to Ayşe" })).toBe("Assigned to Ayşe");
    expect(overrideNote({ from: "pending", to: "processing", paid: true })).toBeUndefined();
  });

  it("labels any other move as an override, and says when a paid order goes back to pending", () => {
    expect(overrideNote({ from: "completed", to: "processing", paid: true })).toBe("Admin override: completed to processing");
    expect(overrideNote({ from: "processing", to: "pending", paid: true, note: "Customer sent a new file" })).toBe(
      "Admin override: processing to pending although the order is paid. Customer sent a new file",
    );
    expect(overrideNote({ from: "cancelled", to: "pending", paid: false })).toBe("Admin override: cancelled to pending");
  });
});

describe("deliveryNote", () => {
  it("adds the certificates issued with the completion to the note", () => {
    expect(deliveryNote(undefined, 0)).toBeUndefined();
    expect(deliveryNote("Checked by Elif", 0)).toBe("Checked by Elif");
    expect(deliveryNote(undefined, 1)).toBe("1 certificate of translation accuracy issued");
    expect(deliveryNote("Checked", 2)).toBe("Checked. 2 certificates of translation accuracy issued");
  });
});
