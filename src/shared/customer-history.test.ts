import { describe, expect, it } from "vitest";
import { customerHistoryNote } from "./customer-history";

describe("customerHistoryNote", () => {
  it("tells team notes in the customer's words, without job numbers or translator names", () => {
    expect(customerHistoryNote("Assigned to translator Zeynep Arslan (job #12)")).toBe(
      "A certified translator started working on your order",
    );
    expect(customerHistoryNote("Reassigned from A (job #1) to B (job #2)")).toBe(
      "Another certified translator took over your order",
    );
    expect(customerHistoryNote("Translation job #7 completed by Zeynep Arslan: 1 document translated")).toBe(
      "The translation is finished",
    );
    expect(customerHistoryNote("Forced by an administrator: phone call. extra")).toBe("Status updated by our team");
    expect(customerHistoryNote("Revision requested for 2 documents")).toBe("You asked for a revision");
  });

  it("keeps every other note and the absence of one", () => {
    expect(customerHistoryNote("Payment received")).toBe("Payment received");
    expect(customerHistoryNote(null)).toBeNull();
    expect(customerHistoryNote("Checked (job #3)")).toBe("Checked");
  });
});
