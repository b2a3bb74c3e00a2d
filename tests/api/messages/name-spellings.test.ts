import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAME_SPELLING_MESSAGES } from "../../../src/shared/order-thread";
import type { NameSpellingsDto } from "../../../src/shared/schemas/order-messages";
import type { OrderDetailDto } from "../../../src/shared/schemas/order-detail";
import { verifiedAdminCookie } from "../admin/admin-session";
import {
  approvedTranslator,
  assignOrThrow,
  jobDetail,
  paidOrder,
  translatedPdf,
  uploadTranslation,
  type SignedInTranslator,
} from "../jobs/fixtures";
import { createOrderFor } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";

// Names as in the passport (docs/order-messages.md): given on the order form or later, changed by the customer
// until the translator starts, shown to the translator and the agency, each change a step of the timeline.

let t: TestApp;
let admin: string;
let customer: { cookie: string };
let otherCustomer: { cookie: string };
let translator: SignedInTranslator;

const NAMES = [
  { inDocument: "Şükrü Işık", inPassport: "SUKRU ISIK" },
  { inDocument: "Gülşen Öztürk", inPassport: "GULSEN OZTURK" },
];

const getNames = (cookie: string, orderId: number) =>
  t.app.inject({ method: "GET", url: `/api/orders/${orderId}/name-spellings`, headers: { cookie } });
const putNames = (cookie: string, orderId: number, nameSpellings: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/orders/${orderId}/name-spellings`,
    headers: { cookie },
    payload: { nameSpellings },
  });
const timelineOf = async (orderId: number) =>
  (await t.app.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: { cookie: customer.cookie } }))
    .json<OrderDetailDto>()
    .timeline.filter((event) => event.kind === "names");

beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = await t.registerCustomer({ firstName: "Ayşe", lastName: "Yılmaz" });
  otherCustomer = await t.registerCustomer();
  translator = await approvedTranslator(t, admin, { fullName: "Zeynep Arslan" });
}, 120_000);
afterAll(async () => t.close());

describe("names as in the passport", () => {
  it("are taken with the new order, trimmed, and are a step of its timeline", async () => {
    const order = await createOrderFor(t, customer.cookie, {
      nameSpellings: [{ inDocument: "  Şükrü Işık ", inPassport: " SUKRU ISIK" }],
    });
    const names = (await getNames(customer.cookie, order.id)).json<NameSpellingsDto>();
    expect(names).toMatchObject({ orderId: order.id, nameSpellings: [NAMES[0]], editable: true, editRefusal: null });
    expect(names.history).toEqual([
      { at: names.updatedAt, by: { party: "customer", name: "Ayşe Yılmaz" }, nameSpellings: [NAMES[0]] },
    ]);
    expect(await timelineOf(order.id)).toEqual([
      {
        kind: "names",
        at: names.updatedAt,
        label: "Names as in the passport added",
        detail: "Şükrü Işık → SUKRU ISIK",
      },
    ]);
    // An order made without them has none.
    const plain = await createOrderFor(t, customer.cookie);
    expect((await getNames(customer.cookie, plain.id)).json()).toMatchObject({
      nameSpellings: [],
      updatedAt: null,
      history: [],
    });
  });

  it("are checked: both spellings, one line each, at most 200 characters and 20 names", async () => {
    const order = await createOrderFor(t, customer.cookie);
    const cases: [unknown, string][] = [
      [[{ inDocument: "Şükrü", inPassport: "  " }], NAME_SPELLING_MESSAGES.bothRequired],
      [[{ inDocument: "Şükrü" }], NAME_SPELLING_MESSAGES.bothRequired],
      [[{ inDocument: "Şükrü\nIşık", inPassport: "SUKRU" }], NAME_SPELLING_MESSAGES.singleLine],
      [[{ inDocument: "a".repeat(201), inPassport: "A" }], NAME_SPELLING_MESSAGES.tooLong],
      [
        Array.from({ length: 21 }, (_, i) => ({ inDocument: `Ad ${i}`, inPassport: `NAME ${i}` })),
        NAME_SPELLING_MESSAGES.tooMany,
      ],
    ];
    for (const [nameSpellings, message] of cases) {
      const response = await putNames(customer.cookie, order.id, nameSpellings);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    const created = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { cookie: customer.cookie },
      payload: {
        serviceType: "certified",
        translationDirection: "tr-en",
        wordCount: 300,
        nameSpellings: [{ inDocument: "", inPassport: "X" }],
      },
    });
    expect(created.json()).toMatchObject({ message: NAME_SPELLING_MESSAGES.bothRequired });
  });

  it("are changed by the customer alone, each real change a new version; an empty list removes them", async () => {
    const order = await createOrderFor(t, customer.cookie, { nameSpellings: [NAMES[0]] });
    const changed = await putNames(customer.cookie, order.id, NAMES);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<NameSpellingsDto>().nameSpellings).toEqual(NAMES);
    expect((await putNames(customer.cookie, order.id, NAMES)).json<NameSpellingsDto>().history).toHaveLength(2);
    expect((await putNames(customer.cookie, order.id, [])).json<NameSpellingsDto>()).toMatchObject({
      nameSpellings: [],
      history: [{}, {}, { nameSpellings: [] }],
    });
    expect((await timelineOf(order.id)).map((event) => [event.label, event.detail])).toEqual([
      ["Names as in the passport added", "Şükrü Işık → SUKRU ISIK"],
      ["Names as in the passport updated", "Şükrü Işık → SUKRU ISIK\nGülşen Öztürk → GULSEN OZTURK"],
      ["Names as in the passport removed", undefined],
    ]);
    for (const cookie of [otherCustomer.cookie, admin, translator.cookie]) {
      const refused = await putNames(cookie, order.id, NAMES);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: "Order not found" });
    }
    expect((await getNames(otherCustomer.cookie, order.id)).statusCode).toBe(404);
  });

  it("are shown to the assigned translator and the agency, and frozen once the translator starts", async () => {
    const order = await paidOrder(t, customer.cookie, { nameSpellings: NAMES });
    expect((await getNames(translator.cookie, order.id)).statusCode).toBe(404);
    const jobId = await assignOrThrow(t, admin, order.id, translator.translatorId);
    const forTranslator = (await getNames(translator.cookie, order.id)).json<NameSpellingsDto>();
    expect(forTranslator).toMatchObject({ nameSpellings: NAMES, editable: false, editRefusal: null });
    expect((await getNames(admin, order.id)).json<NameSpellingsDto>()).toMatchObject({
      nameSpellings: NAMES,
      editable: false,
    });
    // Assigned but not started: the customer may still correct them.
    expect((await putNames(customer.cookie, order.id, [NAMES[1]])).statusCode).toBe(200);

    const [document] = (await jobDetail(t, translator.cookie, jobId)).documents;
    expect((await uploadTranslation(t, translator.cookie, jobId, document!.id, await translatedPdf())).statusCode).toBe(
      201,
    );
    const refused = await putNames(customer.cookie, order.id, NAMES);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: NAME_SPELLING_MESSAGES.translatorStarted });
    expect((await getNames(customer.cookie, order.id)).json<NameSpellingsDto>()).toMatchObject({
      nameSpellings: [NAMES[1]],
      editable: false,
      editRefusal: NAME_SPELLING_MESSAGES.translatorStarted,
    });
  });

  it("cannot be changed on a cancelled order", async () => {
    const order = await createOrderFor(t, customer.cookie, { nameSpellings: NAMES });
    await t.app.inject({ method: "POST", url: `/api/orders/${order.id}/cancel`, headers: { cookie: customer.cookie } });
    expect((await putNames(customer.cookie, order.id, [])).json()).toMatchObject({
      message: NAME_SPELLING_MESSAGES.orderClosed,
    });
  });
});
