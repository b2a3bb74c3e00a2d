import { describe, expect, it } from "vitest";
import { REVIEW_NOTES, buildOrderTimeline } from "./timeline";

const at = (value: string) => new Date(value);

describe("buildOrderTimeline", () => {
  it("lists every step with its date, oldest first", () => {
    const timeline = buildOrderTimeline({
      order: { createdAt: at("2026-03-01T10:00:00Z") },
      history: [
        { fromStatus: null, toStatus: "pending", note: null, createdAt: at("2026-03-01T10:00:00Z") },
        {
          fromStatus: "pending",
          toStatus: "processing",
          note: "Payment received",
          createdAt: at("2026-03-01T10:05:00Z"),
        },
        {
          fromStatus: "processing",
          toStatus: "processing",
          note: REVIEW_NOTES.delivered,
          createdAt: at("2026-03-02T09:00:00Z"),
        },
        {
          fromStatus: "processing",
          toStatus: "processing",
          note: REVIEW_NOTES.delivered,
          createdAt: at("2026-03-03T09:00:00Z"),
        },
        {
          fromStatus: "processing",
          toStatus: "processing",
          note: REVIEW_NOTES.approved,
          createdAt: at("2026-03-03T12:00:00Z"),
        },
        {
          fromStatus: "processing",
          toStatus: "completed",
          note: "1 certificate of translation accuracy issued",
          createdAt: at("2026-03-04T08:00:00Z"),
        },
      ],
      payments: [{ amountCents: 4950, paidAt: at("2026-03-01T10:05:00Z") }],
      jobs: [{ assignedAt: at("2026-03-01T11:00:00Z") }],
      revisionRequests: [
        { documentName: "deed.pdf", comment: "Fix the date", createdAt: at("2026-03-02T15:00:00Z") },
        { documentName: "id.png", comment: "Spell the name as Şahin", createdAt: at("2026-03-02T15:00:00Z") },
      ],
      certificates: [{ createdAt: at("2026-03-04T08:00:00.250Z") }],
      refunds: [
        { amountCents: 1000, status: "succeeded", createdAt: at("2026-03-05T08:00:00Z") },
        { amountCents: 500, status: "failed", createdAt: at("2026-03-05T09:00:00Z") },
      ],
    });
    expect(timeline).toEqual([
      { kind: "created", at: "2026-03-01T10:00:00.000Z", label: "Order placed" },
      { kind: "paid", at: "2026-03-01T10:05:00.000Z", label: "Payment received", detail: "$49.50" },
      { kind: "assigned", at: "2026-03-01T11:00:00.000Z", label: "Assigned to a translator" },
      { kind: "draft_delivered", at: "2026-03-02T09:00:00.000Z", label: "Draft delivered for your review" },
      {
        kind: "revision_requested",
        at: "2026-03-02T15:00:00.000Z",
        label: "Revision requested",
        detail: "deed.pdf: Fix the date\nid.png: Spell the name as Şahin",
      },
      { kind: "draft_delivered", at: "2026-03-03T09:00:00.000Z", label: "Draft delivered for your review" },
      { kind: "approved", at: "2026-03-03T12:00:00.000Z", label: "Draft approved" },
      {
        kind: "certified",
        at: "2026-03-04T08:00:00.000Z",
        label: "Certified",
        detail: "1 certificate of translation accuracy issued",
      },
      { kind: "completed", at: "2026-03-04T08:00:00.000Z", label: "Order completed" },
      { kind: "refunded", at: "2026-03-05T08:00:00.000Z", label: "Refund issued", detail: "$10.00" },
    ]);
  });

  it("shows an automatic approval, a reassignment and a cancellation", () => {
    const timeline = buildOrderTimeline({
      order: { createdAt: "2026-03-01T10:00:00Z" },
      history: [
        {
          fromStatus: "processing",
          toStatus: "processing",
          note: REVIEW_NOTES.autoApproved,
          createdAt: "2026-03-09T10:00:00Z",
        },
        { fromStatus: "processing", toStatus: "cancelled", note: null, createdAt: "2026-03-10T10:00:00Z" },
      ],
      payments: [],
      jobs: [{ assignedAt: "2026-03-02T10:00:00Z" }, { assignedAt: "2026-03-03T10:00:00Z" }],
      revisionRequests: [],
      certificates: [],
      refunds: [],
    });
    expect(timeline.map((event) => [event.kind, event.label])).toEqual([
      ["created", "Order placed"],
      ["assigned", "Assigned to a translator"],
      ["assigned", "Reassigned to another translator"],
      ["approved", "Draft approved automatically"],
      ["cancelled", "Order cancelled"],
    ]);
  });

  it("shows each change of the names as in the passport, with the names, right after the order when given with it", () => {
    const timeline = buildOrderTimeline({
      order: { createdAt: "2026-03-01T10:00:00Z" },
      history: [],
      payments: [],
      jobs: [],
      revisionRequests: [],
      certificates: [],
      refunds: [],
      nameSpellings: [
        { nameSpellings: [{ inDocument: "Şükrü Işık", inPassport: "SUKRU ISIK" }], createdAt: "2026-03-01T10:00:00Z" },
        {
          nameSpellings: [
            { inDocument: "Şükrü Işık", inPassport: "SUKRU ISIK" },
            { inDocument: "Gülşen Öztürk", inPassport: "GULSEN OZTURK" },
          ],
          createdAt: "2026-03-02T10:00:00Z",
        },
        { nameSpellings: [], createdAt: "2026-03-03T10:00:00Z" },
      ],
    });
    expect(timeline).toEqual([
      { kind: "created", at: "2026-03-01T10:00:00.000Z", label: "Order placed" },
      {
        kind: "names",
        at: "2026-03-01T10:00:00.000Z",
        label: "Names as in the passport added",
        detail: "Şükrü Işık → SUKRU ISIK",
      },
      {
        kind: "names",
        at: "2026-03-02T10:00:00.000Z",
        label: "Names as in the passport updated",
        detail: "Şükrü Işık → SUKRU ISIK\nGülşen Öztürk → GULSEN OZTURK",
      },
      { kind: "names", at: "2026-03-03T10:00:00.000Z", label: "Names as in the passport removed" },
    ]);
  });
});
