import { describe, expect, it } from "vitest";
import { describeDeletedFiles, isClosedStatus, noticeCutoff, retentionDates } from "./file-retention";

const DAY = 24 * 60 * 60 * 1000;
const closedAt = new Date("2026-03-01T12:00:00Z");
const at = (days: number) => new Date(closedAt.getTime() + days * DAY);

describe("retentionDates", () => {
  it("has nothing to say while the order is open", () => {
    expect(retentionDates({ closedAt: null, retentionDays: 90, noticeSentAt: null, now: at(0) })).toEqual({
      noticeDueAt: null,
      purgeDueAt: null,
      plannedPurgeAt: null,
    });
  });

  it("sends the notice 7 days before the end of the retention period and deletes at its end", () => {
    const before = retentionDates({ closedAt, retentionDays: 90, noticeSentAt: null, now: at(10) });
    expect(before.noticeDueAt).toEqual(at(83));
    expect(before.purgeDueAt).toBeNull();
    expect(before.plannedPurgeAt).toEqual(at(90));
    const noticed = retentionDates({ closedAt, retentionDays: 90, noticeSentAt: at(83), now: at(83) });
    expect(noticed.purgeDueAt).toEqual(at(90));
  });

  it("never deletes sooner than 7 days after the notice (a late notice, or a shortened period)", () => {
    expect(retentionDates({ closedAt, retentionDays: 90, noticeSentAt: at(100), now: at(100) }).purgeDueAt).toEqual(
      at(107),
    );
    // The admin lowered the period to 30 days for an order closed 60 days ago: a week's notice still.
    expect(retentionDates({ closedAt, retentionDays: 30, noticeSentAt: null, now: at(60) }).plannedPurgeAt).toEqual(
      at(67),
    );
  });

  it("finds the orders whose notice is due by their close time", () => {
    expect(noticeCutoff(at(90), 90)).toEqual(at(7));
    expect(noticeCutoff(at(30), 30)).toEqual(at(7));
  });
});

describe("isClosedStatus", () => {
  it("counts completed and cancelled orders as closed", () => {
    expect(
      ["pending", "processing", "completed", "cancelled"].filter((status) => isClosedStatus(status as never)),
    ).toEqual(["completed", "cancelled"]);
  });
});

describe("describeDeletedFiles", () => {
  it("counts each kind in a fixed order, singular and plural", () => {
    expect(
      describeDeletedFiles([
        { kind: "translation" },
        { kind: "document" },
        { kind: "translation" },
        { kind: "certificate" },
        { kind: "notarized_scan" },
        { kind: "document" },
      ]),
    ).toBe("2 source documents, 2 translations, 1 certificate copy, 1 notarized scan");
    expect(describeDeletedFiles([{ kind: "certificate" }, { kind: "certificate" }])).toBe("2 certificate copies");
    expect(describeDeletedFiles([])).toBe("No stored files");
  });
});
