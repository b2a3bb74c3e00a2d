import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory } from "../../../src/server/db/schema/orders";
import { settings } from "../../../src/server/db/schema/settings";
import { jobFees, jobOffers } from "../../../src/server/db/schema/translator-pay";
import { translatorJobs } from "../../../src/server/db/schema/translators";
import { acceptOffer as acceptOfferUseCase } from "../../../src/server/translator-pay/answer-offer";
import { lapseOverdueOffers } from "../../../src/server/translator-pay/lapse-offers";
import { ASSIGNMENT_MESSAGES } from "../../../src/shared/assignment";
import type { AdminOffersDto, TranslatorOfferDto } from "../../../src/shared/schemas/translator-pay";
import { PAY_MESSAGES } from "../../../src/shared/translator-pay/messages";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { approvedTranslator, assign, assignOrThrow, get, paidOrder, type SignedInTranslator } from "../jobs/fixtures";
import { acceptOffer, declineOffer, offerBoard, sendOffer, sendOfferOrThrow } from "./fixtures";

// Offers (docs/translators.md, "Offers"): the fee from the rates, the reply deadline, accept, decline, lapse, direct assignment.

/** Each test pays for (and some deliver) real orders end to end: slow on a loaded machine. */
const ORDER_TEST_TIMEOUT = 90_000;

let t: TestApp;
let admin: string;
let customer: { cookie: string };
let legal: SignedInTranslator;
let medical: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = await t.registerCustomer();
  legal = await approvedTranslator(t, admin, { fullName: "Zeynep Arslan", category: "Legal" });
  medical = await approvedTranslator(t, admin, { fullName: "Can Demir", category: "Medical" });
}, 120_000);
afterAll(async () => t.close());

const lastMail = async (to: string) => (await t.mailer.listOutbox({ to, limit: 1 }))[0]!;
const notes = async (orderId: number) =>
  (await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).map((row) => row.note);

describe("sending an offer", { timeout: ORDER_TEST_TIMEOUT }, () => {
  it("shows each available translator's fee before sending, ranks them, and e-mails the chosen one the fee and a deadline", async () => {
    const order = await paidOrder(t, customer.cookie, { items: [{ documentType: "contract", wordCount: 1000 }] });
    const board = (await offerBoard(t, admin, order.id)) as AdminOffersDto;
    expect(board).toMatchObject({
      orderId: order.id,
      replyHours: 4,
      assignmentRefusal: null,
      openOffer: null,
      offers: [],
    });
    const names = board.candidates.map((candidate) => candidate.fullName);
    // A contract suits a Legal specialist: Zeynep before Can.
    expect(names.indexOf("Zeynep Arslan")).toBeLessThan(names.indexOf("Can Demir"));
    const zeynep = board.candidates.find((candidate) => candidate.translatorId === legal.translatorId)!;
    // 1,000 words at the default certified rate of 8 cents.
    expect(zeynep).toMatchObject({
      feeCents: 8000,
      feeLines: [{ kind: "words", label: "Contract: 1,000 words × $0.08", amountCents: 8000 }],
      usesDefaultRates: true,
      categoryMatch: true,
      declined: false,
      holdsOpenJob: false,
    });

    const before = Date.now();
    const sent = await sendOffer(t, admin, order.id, legal.translatorId);
    expect(sent.statusCode).toBe(201);
    const open = sent.json<AdminOffersDto>().openOffer!;
    expect(open).toMatchObject({
      translatorId: legal.translatorId,
      status: "Offered",
      feeCents: 8000,
      onBehalf: false,
      jobId: null,
    });
    const hours = (new Date(open.expiresAt).getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(3.99);
    expect(hours).toBeLessThan(4.01);

    const mail = await lastMail(legal.email);
    expect(mail.subject).toBe(`Job offer: order #${order.id} for $80.00`);
    expect(mail.text).toContain("Your fee: $80.00");
    expect(mail.text).toMatch(/^Service: (Standard|Certified|Premium)( \(rush\))?$/m);
    expect(mail.text).toContain("Contract: 1,000 words × $0.08: $80.00");
    expect(mail.text).toContain(`${t.config.publicUrl}/translator/offers/${open.id}`);
    expect(await notes(order.id)).toContainEqual(
      expect.stringMatching(/^Offered to Zeynep Arslan for \$80\.00, answer due by /),
    );

    const listed = (await get(t, "/api/translator/offers", legal.cookie)).json<TranslatorOfferDto[]>();
    expect(listed.find((offer) => offer.id === open.id)).toMatchObject({
      orderId: order.id,
      feeCents: 8000,
      replyRefusal: null,
      order: {
        serviceType: "certified",
        translationDirection: "tr-en",
        wordCount: 1000,
        documentCount: 1,
        isRush: false,
      },
    });
    // Another translator's offer does not exist for them.
    expect((await get(t, `/api/translator/offers/${open.id}`, medical.cookie)).json()).toEqual({
      message: "Offer not found",
      code: "NOT_FOUND",
    });
    expect((await acceptOffer(t, medical.cookie, open.id)).statusCode).toBe(404);
  });

  it("uses the translator's own rates, with the rush bonus, once the admin sets them", async () => {
    const rates = {
      perWordCents: { standard: 5, certified: 9, premium: 12 },
      flatCents: {
        birth_certificate: 2800,
        marriage_certificate: 3000,
        diploma: 3300,
        drivers_license: 1800,
        power_of_attorney: 5000,
        affidavit: 4100,
      },
      rushBonusPercent: 30,
    };
    const refused = await t.app.inject({
      method: "PUT",
      url: `/api/admin/translators/${medical.translatorId}/pay`,
      headers: { cookie: admin },
      payload: { rates: { ...rates, rushBonusPercent: 250 } },
    });
    expect(refused.json()).toMatchObject({ message: PAY_MESSAGES.rushBonus });
    const set = await t.app.inject({
      method: "PUT",
      url: `/api/admin/translators/${medical.translatorId}/pay`,
      headers: { cookie: admin },
      payload: { rates },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ usesDefaults: false, rates, payoutAccountId: null });

    const order = await paidOrder(t, customer.cookie, {
      isRush: true,
      items: [{ documentType: "birth_certificate" }, { documentType: "other", wordCount: 1000 }],
    });
    const candidate = ((await offerBoard(t, admin, order.id)) as AdminOffersDto).candidates.find(
      (c) => c.translatorId === medical.translatorId,
    )!;
    // The birth certificate is flat ($28.00); the other document's words are those of the uploaded file (1,000 × 9¢);
    // rush: +30% of $118.00.
    expect(candidate.feeLines.map((line) => line.amountCents)).toEqual([2800, 9000, 3540]);
    expect(candidate.feeLines.at(-1)!.label).toBe("Rush bonus (+30%)");
    expect(candidate).toMatchObject({ feeCents: 15_340, usesDefaultRates: false });

    const profile = (await get(t, "/api/translator/profile", medical.cookie)).json();
    expect(profile).toMatchObject({ translatorId: medical.translatorId, rates, usesDefaults: false, replyHours: 4 });
  });

  it("refuses what an assignment would refuse", async () => {
    const order = await paidOrder(t, customer.cookie);
    await assignOrThrow(t, admin, order.id, legal.translatorId);
    expect((await sendOffer(t, admin, order.id, legal.translatorId)).json()).toMatchObject({
      message: ASSIGNMENT_MESSAGES.alreadyAssigned,
    });
    const board = (await offerBoard(t, admin, order.id)) as AdminOffersDto;
    expect(board.candidates.find((c) => c.translatorId === legal.translatorId)).toMatchObject({ holdsOpenJob: true });
    const { id: pendingId } = await t.app
      .inject({
        method: "POST",
        url: "/api/orders",
        headers: { cookie: customer.cookie },
        payload: {
          serviceType: "certified",
          translationDirection: "tr-en",
          items: [{ documentType: "other", wordCount: 10 }],
        },
      })
      .then((response) => response.json<{ id: number }>());
    expect((await sendOffer(t, admin, pendingId, legal.translatorId)).json()).toMatchObject({
      message: ASSIGNMENT_MESSAGES.orderNotProcessing,
    });
  });
});

describe("answering an offer", { timeout: ORDER_TEST_TIMEOUT }, () => {
  it("accepting makes the job the translator's, at the offered fee, and a second answer is refused", async () => {
    const order = await paidOrder(t, customer.cookie);
    const offerId = await sendOfferOrThrow(t, admin, order.id, legal.translatorId);
    const accepted = await acceptOffer(t, legal.cookie, offerId);
    expect(accepted.statusCode).toBe(200);
    const { jobId } = accepted.json<{ jobId: number }>();

    const [job] = await t.db.select().from(translatorJobs).where(eq(translatorJobs.id, jobId));
    expect(job).toMatchObject({
      orderId: order.id,
      translatorId: legal.translatorId,
      status: "Assigned",
      endedAt: null,
    });
    const [fee] = await t.db.select().from(jobFees).where(eq(jobFees.jobId, jobId));
    expect(fee).toMatchObject({ offerId, feeCents: 8000, earnedAt: null, statementId: null });
    expect((await get(t, `/api/translator/jobs/${jobId}/fee`, legal.cookie)).json()).toMatchObject({
      feeCents: 8000,
      status: "agreed",
      changed: false,
    });
    expect((await get(t, `/api/translator/jobs/${jobId}/fee`, medical.cookie)).json()).toEqual({
      message: "Job not found",
      code: "NOT_FOUND",
    });
    expect((await get(t, `/api/translator/offers/${offerId}`, legal.cookie)).json()).toMatchObject({
      status: "Accepted",
      jobId,
      replyRefusal: "This offer has already been accepted",
    });
    expect((await lastMail(legal.email)).subject).toBe(`New translation job: order #${order.id}`);
    expect(await notes(order.id)).toContain(`Offer accepted by Zeynep Arslan for $80.00: assigned (job #${jobId})`);

    expect((await acceptOffer(t, legal.cookie, offerId)).json()).toMatchObject({
      message: "This offer has already been accepted",
    });
    expect((await declineOffer(t, legal.cookie, offerId, "Too late")).json()).toMatchObject({
      message: "This offer has already been accepted",
    });
  });

  it("accepting an order someone else holds takes it over: their job ends and they are told", async () => {
    const order = await paidOrder(t, customer.cookie);
    const first = await assignOrThrow(t, admin, order.id, medical.translatorId);
    const offerId = await sendOfferOrThrow(t, admin, order.id, legal.translatorId);
    const { jobId } = (await acceptOffer(t, legal.cookie, offerId)).json<{ jobId: number }>();
    const [ended] = await t.db.select().from(translatorJobs).where(eq(translatorJobs.id, first));
    expect(ended!.endedAt).not.toBeNull();
    expect((await lastMail(medical.email)).subject).toBe(`Order #${order.id} has been reassigned`);
    expect(await notes(order.id)).toContain(
      `Offer accepted by Zeynep Arslan for $80.00: reassigned from Can Demir (job #${first}) to job #${jobId}`,
    );
  });

  it("declining needs a reason; the agency is told, and the translator is marked and listed last for this order", async () => {
    const order = await paidOrder(t, customer.cookie, { items: [{ documentType: "contract", wordCount: 1000 }] });
    const offerId = await sendOfferOrThrow(t, admin, order.id, legal.translatorId);
    expect((await declineOffer(t, legal.cookie, offerId, "  ")).json()).toMatchObject({
      message: PAY_MESSAGES.declineReason,
    });
    const declined = await declineOffer(t, legal.cookie, offerId, "Away until the 20th");
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: "Declined", declineReason: "Away until the 20th" });

    const agency = await lastMail("orders@bosphorustranslate.com");
    expect(agency.subject).toBe(`Offer declined: order #${order.id}`);
    expect(agency.text).toContain("Zeynep Arslan declined the offer of order #");
    expect(agency.text).toContain("Their reason: Away until the 20th");
    expect(await notes(order.id)).toContain("Zeynep Arslan declined the offer: Away until the 20th");

    const board = (await offerBoard(t, admin, order.id)) as AdminOffersDto;
    expect(board.openOffer).toBeNull();
    expect(board.offers[0]).toMatchObject({ id: offerId, status: "Declined", declineReason: "Away until the 20th" });
    expect(board.candidates.at(-1)).toMatchObject({
      translatorId: legal.translatorId,
      declined: true,
      declinedReason: "Away until the 20th",
    });
    expect((await acceptOffer(t, legal.cookie, offerId)).json()).toMatchObject({
      message: "This offer has already been declined",
    });
  });

  it("an unanswered offer lapses at its deadline: late answers are refused, the job records it and tells the agency once", async () => {
    const order = await paidOrder(t, customer.cookie);
    const offerId = await sendOfferOrThrow(t, admin, order.id, medical.translatorId);
    const [offer] = await t.db.select().from(jobOffers).where(eq(jobOffers.id, offerId));
    const after = new Date(offer!.expiresAt.getTime() + 1000);

    await expect(
      acceptOfferUseCase({
        db: t.db,
        mailer: t.mailer,
        publicUrl: t.config.publicUrl,
        userId: medical.userId,
        offerId,
        now: after,
      }),
    ).rejects.toThrow(PAY_MESSAGES.offerLapsed);
    expect(
      await lapseOverdueOffers({
        db: t.db,
        mailer: t.mailer,
        publicUrl: t.config.publicUrl,
        now: new Date(offer!.expiresAt.getTime() - 1000),
      }),
    ).not.toContain(offerId);
    expect(
      await lapseOverdueOffers({ db: t.db, mailer: t.mailer, publicUrl: t.config.publicUrl, now: after }),
    ).toContain(offerId);
    expect(
      await lapseOverdueOffers({ db: t.db, mailer: t.mailer, publicUrl: t.config.publicUrl, now: after }),
    ).not.toContain(offerId);

    const [lapsed] = await t.db.select().from(jobOffers).where(eq(jobOffers.id, offerId));
    expect(lapsed).toMatchObject({ status: "Lapsed", respondedBy: null });
    const agency = (await t.mailer.listOutbox({ to: "orders@bosphorustranslate.com", limit: 5 })).filter(
      (mail) => mail.subject === `Offer lapsed: order #${order.id}`,
    );
    expect(agency).toHaveLength(1);
    expect(agency[0]!.text).toContain("Can Demir did not answer the offer");
    expect(await notes(order.id)).toContainEqual(expect.stringMatching(/^Offer to Can Demir lapsed: no answer by /));
    expect((await acceptOffer(t, medical.cookie, offerId)).json()).toMatchObject({ message: PAY_MESSAGES.offerLapsed });
  });

  it("a new offer or a direct assignment withdraws the waiting one and tells its translator", async () => {
    const order = await paidOrder(t, customer.cookie);
    const firstOffer = await sendOfferOrThrow(t, admin, order.id, medical.translatorId);
    const secondOffer = await sendOfferOrThrow(t, admin, order.id, legal.translatorId);
    expect((await lastMail(medical.email)).subject).toBe(`Offer withdrawn: order #${order.id}`);
    expect((await acceptOffer(t, medical.cookie, firstOffer)).json()).toMatchObject({
      message: "This offer has already been withdrawn",
    });

    // The admin assigns Can directly: Zeynep's offer is withdrawn; Can's job is an offer accepted on his behalf, at
    // his own rate (9¢ a word, set above).
    const assigned = await assign(t, admin, order.id, medical.translatorId);
    expect(assigned.statusCode).toBe(201);
    const jobId = assigned.json<{ activeJob: { id: number } }>().activeJob.id;
    const rows = await t.db.select().from(jobOffers).where(eq(jobOffers.orderId, order.id));
    expect(rows.find((row) => row.id === secondOffer)).toMatchObject({ status: "Withdrawn" });
    expect(rows.find((row) => row.jobId === jobId)).toMatchObject({
      status: "Accepted",
      onBehalf: true,
      translatorId: medical.translatorId,
      feeCents: 9000,
    });
    expect((await lastMail(legal.email)).subject).toBe(`Offer withdrawn: order #${order.id}`);
  });

  it("a direct assignment to the translator whose offer waits accepts that offer on their behalf", async () => {
    const order = await paidOrder(t, customer.cookie);
    const offerId = await sendOfferOrThrow(t, admin, order.id, legal.translatorId);
    const jobId = await assignOrThrow(t, admin, order.id, legal.translatorId);
    const [offer] = await t.db.select().from(jobOffers).where(eq(jobOffers.id, offerId));
    expect(offer).toMatchObject({ status: "Accepted", onBehalf: true, jobId });
    expect((await t.db.select().from(jobFees).where(eq(jobFees.jobId, jobId)))[0]).toMatchObject({
      offerId,
      feeCents: 8000,
    });
  });

  it("cancelling the order withdraws its waiting offer", async () => {
    const order = await paidOrder(t, customer.cookie);
    const offerId = await sendOfferOrThrow(t, admin, order.id, legal.translatorId);
    const cancelled = await t.app.inject({
      method: "PUT",
      url: `/api/admin/orders/${order.id}/status`,
      headers: { cookie: admin },
      payload: { status: "cancelled" },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(
      (
        await t.db
          .select()
          .from(jobOffers)
          .where(and(eq(jobOffers.id, offerId)))
      )[0],
    ).toMatchObject({ status: "Withdrawn" });
    expect(
      (await get(t, "/api/translator/offers", legal.cookie)).json<TranslatorOfferDto[]>().map((offer) => offer.id),
    ).not.toContain(offerId);
  });
});

describe("the reply deadline setting", { timeout: ORDER_TEST_TIMEOUT }, () => {
  it("is edited with the default rates and applies to the next offer", async () => {
    const defaults = (await get(t, "/api/admin/translator-pay/defaults", admin)).json();
    expect(defaults).toMatchObject({
      replyHours: 4,
      rates: { perWordCents: { standard: 6, certified: 8, premium: 10 }, rushBonusPercent: 25 },
    });
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/admin/translator-pay/defaults",
      headers: { cookie: admin },
      payload: { ...defaults, replyHours: 0 },
    });
    expect(bad.json()).toMatchObject({ message: PAY_MESSAGES.replyHours });
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/translator-pay/defaults",
      headers: { cookie: admin },
      payload: { ...defaults, replyHours: 0.5 },
    });
    expect(saved.json()).toMatchObject({ replyHours: 0.5 });
    const [row] = await t.db.select().from(settings).where(eq(settings.key, "translator_offer_reply_hours"));
    expect(row!.value).toBe("0.5");
    // The generic settings route checks the same rule.
    const generic = await t.app.inject({
      method: "PUT",
      url: `/api/admin/settings/${row!.id}`,
      headers: { cookie: admin },
      payload: { value: "a week" },
    });
    expect(generic.json()).toMatchObject({ message: PAY_MESSAGES.replyHours });

    const order = await paidOrder(t, customer.cookie);
    const before = Date.now();
    const open = (await sendOffer(t, admin, order.id, medical.translatorId)).json<AdminOffersDto>().openOffer!;
    expect((new Date(open.expiresAt).getTime() - before) / 60_000).toBeCloseTo(30, 0);
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/translator-pay/defaults",
      headers: { cookie: admin },
      payload: defaults,
    });
  });
});
