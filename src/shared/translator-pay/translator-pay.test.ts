import { describe, expect, it } from "vitest";
import { DEFAULT_TRANSLATOR_RATES, type TranslatorRates, jobFee, margin, ratesRefusal } from "./fee";
import { PAY_MESSAGES } from "./messages";
import { offerDeadline, offerReplyRefusal, offerState, parseReplyHours } from "./offers";
import {
  earningStatus,
  feeChangeRefusal,
  monthBounds,
  monthHasEnded,
  monthLabel,
  monthOf,
  openMonthNote,
  openMonthState,
  previousMonth,
  statementTotals,
} from "./statements";

const RATES: TranslatorRates = {
  perWordCents: { standard: 5, certified: 7, premium: 11 },
  flatCents: {
    birth_certificate: 2500,
    marriage_certificate: 3000,
    diploma: 3300,
    drivers_license: 1800,
    power_of_attorney: 5000,
    affidavit: 4100,
  },
  rushBonusPercent: 25,
};

describe("jobFee", () => {
  it("pays flat documents their flat rate and the rest the service type's per-word rate", () => {
    const fee = jobFee(RATES, {
      serviceType: "certified",
      isRush: false,
      items: [
        { documentType: "birth_certificate", wordCount: 412 },
        { documentType: "contract", wordCount: 1200 },
        { documentType: "other", wordCount: 1, name: "Bank letter" },
      ],
    });
    expect(fee.lines).toEqual([
      { kind: "flat", label: "Birth certificate (flat)", amountCents: 2500 },
      { kind: "words", label: "Contract: 1,200 words × $0.07", amountCents: 8400 },
      { kind: "words", label: "Bank letter: 1 word × $0.07", amountCents: 7 },
    ]);
    expect(fee.totalCents).toBe(10_907);
  });

  it("adds the rush bonus as a percentage of the subtotal, half a cent rounded up", () => {
    // 3 words × 11 = 33 cents; 25% = 8.25 → 8; with 2 words: 22 × 25% = 5.5 → 6.
    expect(
      jobFee(RATES, {
        serviceType: "premium",
        isRush: true,
        items: [{ documentType: "other", wordCount: 3 }],
      }).lines.at(-1),
    ).toEqual({
      kind: "rush",
      label: "Rush bonus (+25%)",
      amountCents: 8,
    });
    expect(
      jobFee(RATES, { serviceType: "premium", isRush: true, items: [{ documentType: "other", wordCount: 2 }] })
        .totalCents,
    ).toBe(22 + 6);
  });

  it("gives no rush line without rush, or with a 0% bonus, and counts a missing word count as 0", () => {
    expect(
      jobFee(RATES, { serviceType: "standard", isRush: false, items: [{ documentType: "diploma", wordCount: null }] })
        .lines,
    ).toHaveLength(1);
    const none = jobFee(
      { ...RATES, rushBonusPercent: 0 },
      { serviceType: "standard", isRush: true, items: [{ documentType: "court_document", wordCount: null }] },
    );
    expect(none).toEqual({
      lines: [{ kind: "words", label: "Court document: 0 words × $0.05", amountCents: 0 }],
      totalCents: 0,
    });
  });

  it("stays in whole cents for large orders", () => {
    const fee = jobFee(RATES, {
      serviceType: "certified",
      isRush: true,
      items: [{ documentType: "contract", wordCount: 987_654 }],
    });
    expect(Number.isSafeInteger(fee.totalCents)).toBe(true);
    // 6,913,578 + 25% (1,728,394.5 → 1,728,395)
    expect(fee.totalCents).toBe(8_641_973);
  });
});

describe("ratesRefusal", () => {
  it("accepts the defaults and refuses fractions, negatives and values past the limits", () => {
    expect(ratesRefusal(DEFAULT_TRANSLATOR_RATES)).toBeNull();
    expect(ratesRefusal({ ...RATES, perWordCents: { ...RATES.perWordCents, certified: 7.5 } })).toBe(
      PAY_MESSAGES.perWord,
    );
    expect(ratesRefusal({ ...RATES, flatCents: { ...RATES.flatCents, diploma: -1 } })).toBe(PAY_MESSAGES.flat);
    expect(ratesRefusal({ ...RATES, rushBonusPercent: 201 })).toBe(PAY_MESSAGES.rushBonus);
  });
});

describe("offers", () => {
  it("reads the reply deadline setting in hours", () => {
    expect(parseReplyHours("4")).toBe(4);
    expect(parseReplyHours("0.5")).toBe(0.5);
    expect(parseReplyHours("0.001")).toBe(0.001);
    for (const bad of ["0", "169", "1.2345", "-1", "four", ""]) expect(parseReplyHours(bad)).toBeNull();
  });

  it("puts the deadline the given hours later, on a whole second", () => {
    expect(offerDeadline(new Date("2026-05-04T10:00:00.250Z"), 4).toISOString()).toBe("2026-05-04T14:00:01.000Z");
  });

  it("treats an unanswered offer past its deadline as lapsed and refuses a late answer", () => {
    const offer = { status: "Offered" as const, expiresAt: "2026-05-04T14:00:00Z" };
    expect(offerState(offer, new Date("2026-05-04T13:59:59Z"))).toBe("Offered");
    expect(offerReplyRefusal(offer, new Date("2026-05-04T13:59:59Z"))).toBeNull();
    expect(offerState(offer, new Date("2026-05-04T14:00:00Z"))).toBe("Lapsed");
    expect(offerReplyRefusal(offer, new Date("2026-05-04T14:00:00Z"))).toBe(PAY_MESSAGES.offerLapsed);
    expect(offerReplyRefusal({ ...offer, status: "Declined" }, new Date("2026-05-04T10:00:00Z"))).toBe(
      "This offer has already been declined",
    );
  });
});

describe("earnings and statements", () => {
  it("calls a month on no statement in progress until its last instant, then waiting for its statement", () => {
    expect(openMonthState("2026-11", new Date("2026-11-30T23:59:59.999Z"))).toBe("in_progress");
    expect(openMonthState("2026-11", new Date("2026-12-01T00:00:00Z"))).toBe("to_prepare");
    expect(openMonthNote("2026-11", "in_progress")).toBe(
      "In progress: owed so far, not payable yet. The statement is made once November 2026 is over.",
    );
  });

  it("names the status of an earned fee", () => {
    expect(earningStatus({ statementId: null, statementPaidAt: null })).toBe("earned");
    expect(earningStatus({ statementId: 3, statementPaidAt: null })).toBe("in_statement");
    expect(earningStatus({ statementId: 3, statementPaidAt: "2026-06-02T09:00:00Z" })).toBe("paid");
  });

  it("lets a fee change only before it is on a statement, and only to another amount", () => {
    expect(feeChangeRefusal({ feeCents: 1000, statementId: null }, 800)).toBeNull();
    expect(feeChangeRefusal({ feeCents: 1000, statementId: null }, 1000)).toBe(PAY_MESSAGES.feeUnchanged);
    expect(feeChangeRefusal({ feeCents: 1000, statementId: 7 }, 800)).toBe(
      "This fee is already on statement #7 and can no longer be changed",
    );
  });

  it("totals a statement as the sum of its jobs", () => {
    expect(statementTotals([{ feeCents: 2500 }, { feeCents: 8407 }, { feeCents: 0 }])).toEqual({
      totalCents: 10_907,
      jobCount: 3,
    });
    expect(statementTotals([])).toEqual({ totalCents: 0, jobCount: 0 });
  });

  it("counts months in UTC", () => {
    expect(monthOf("2026-05-31T23:59:59.999Z")).toBe("2026-05");
    expect(monthOf("2026-06-01T00:00:00Z")).toBe("2026-06");
    expect(monthBounds("2026-12")).toEqual({
      start: new Date("2026-12-01T00:00:00Z"),
      end: new Date("2027-01-01T00:00:00Z"),
    });
    expect(monthHasEnded("2026-05", new Date("2026-05-31T23:59:59Z"))).toBe(false);
    expect(monthHasEnded("2026-05", new Date("2026-06-01T00:00:00Z"))).toBe(true);
    expect(previousMonth(new Date("2026-01-15T00:00:00Z"))).toBe("2025-12");
    expect(monthLabel("2026-05")).toBe("May 2026");
    expect(() => monthBounds("2026-13")).toThrow(RangeError);
  });
});

describe("margin", () => {
  it("is revenue less cost, with a whole percentage of revenue", () => {
    expect(margin(24_000, 9_600)).toEqual({
      revenueCents: 24_000,
      costCents: 9_600,
      marginCents: 14_400,
      marginPercent: 60,
    });
    expect(margin(0, 3_000)).toEqual({ revenueCents: 0, costCents: 3_000, marginCents: -3_000, marginPercent: null });
    expect(margin(10_000, 12_000).marginPercent).toBe(-20);
  });
});
