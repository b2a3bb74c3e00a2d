import { describe, expect, it } from "vitest";
import {
  MESSAGE_EMAIL_INTERVAL_MS,
  NAME_SPELLING_MESSAGES,
  THREAD_MESSAGES,
  memberKey,
  nameSpellingsEditRefusal,
  noticeTiming,
  threadPostingRefusal,
  threadWritableUntil,
} from "./order-thread";

const at = (iso: string) => new Date(iso);

describe("order thread rules", () => {
  it("name each side of the thread; translators one by one", () => {
    expect(memberKey("customer", 7)).toBe("customer");
    expect(memberKey("agency", 1)).toBe("agency");
    expect(memberKey("translator", 42)).toBe("translator:42");
  });

  it("keep an open order's thread writable without limit", () => {
    for (const orderStatus of ["pending", "processing"] as const) {
      expect(threadWritableUntil({ orderStatus, closedAt: null })).toBeNull();
      expect(threadPostingRefusal({ orderStatus, closedAt: null }, at("2030-01-01T00:00:00Z"))).toBeNull();
    }
  });

  it("take messages for 30 days after completion or cancellation, then refuse them", () => {
    const closedAt = "2026-03-01T12:00:00.000Z";
    for (const orderStatus of ["completed", "cancelled"] as const) {
      expect(threadWritableUntil({ orderStatus, closedAt })).toEqual(at("2026-03-31T12:00:00.000Z"));
      expect(threadPostingRefusal({ orderStatus, closedAt }, at("2026-03-31T11:59:59.999Z"))).toBeNull();
      expect(threadPostingRefusal({ orderStatus, closedAt }, at("2026-03-31T12:00:00.000Z"))).toBe(
        THREAD_MESSAGES.readOnly,
      );
    }
  });

  it("e-mail at once when the last e-mail is 10 minutes old or there was none, else hold for the digest", () => {
    const now = at("2026-03-01T12:00:00Z");
    expect(noticeTiming({ lastEmailedAt: null, digestDueAt: null }, now)).toEqual({ kind: "now" });
    expect(
      noticeTiming({ lastEmailedAt: new Date(now.getTime() - MESSAGE_EMAIL_INTERVAL_MS), digestDueAt: null }, now),
    ).toEqual({ kind: "now" });
    const recent = new Date(now.getTime() - 3 * 60_000);
    expect(noticeTiming({ lastEmailedAt: recent, digestDueAt: null }, now)).toEqual({
      kind: "digest",
      at: at("2026-03-01T12:07:00Z"),
    });
    // A digest already due stays the one: a later message joins it.
    const due = at("2026-03-01T11:59:00Z");
    expect(noticeTiming({ lastEmailedAt: at("2026-03-01T11:49:00Z"), digestDueAt: due }, now)).toEqual({
      kind: "digest",
      at: due,
    });
  });

  it("let the customer change the names until the translator starts, and never on a closed order", () => {
    expect(nameSpellingsEditRefusal({ orderStatus: "pending", activeJobStatus: null })).toBeNull();
    expect(nameSpellingsEditRefusal({ orderStatus: "processing", activeJobStatus: "Assigned" })).toBeNull();
    expect(nameSpellingsEditRefusal({ orderStatus: "processing", activeJobStatus: "In Progress" })).toBe(
      NAME_SPELLING_MESSAGES.translatorStarted,
    );
    expect(nameSpellingsEditRefusal({ orderStatus: "processing", activeJobStatus: "Completed" })).toBe(
      NAME_SPELLING_MESSAGES.translatorStarted,
    );
    expect(nameSpellingsEditRefusal({ orderStatus: "completed", activeJobStatus: "Completed" })).toBe(
      NAME_SPELLING_MESSAGES.orderClosed,
    );
    expect(nameSpellingsEditRefusal({ orderStatus: "cancelled", activeJobStatus: null })).toBe(
      NAME_SPELLING_MESSAGES.orderClosed,
    );
  });
});
