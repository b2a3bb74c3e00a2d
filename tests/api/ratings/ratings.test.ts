import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory } from "../../../src/server/db/schema/orders";
import { customerRatings } from "../../../src/server/db/schema/ratings";
import { askForRatings } from "../../../src/server/review/ask-for-ratings";
import type { AdminRating, OrderRatingDto, RatingsSummary } from "../../../src/shared/schemas/ratings";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { insertOrder } from "../admin/fixtures";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
});
afterAll(async () => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** A completed order of the customer, completed `daysAgo` days ago (its history entry). */
async function completedOrder(userId: number, daysAgo = 2) {
  const order = await insertOrder(t, { userId, status: "completed" });
  await t.db.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: "processing",
    toStatus: "completed",
    createdAt: new Date(Date.now() - daysAgo * DAY),
  });
  return order;
}

const rate = (orderId: number, cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/orders/${orderId}/rating`, headers: { cookie }, payload });
const summary = async () =>
  (await t.app.inject({ method: "GET", url: "/api/site-info" })).json<{ ratings: RatingsSummary }>().ratings;

describe("customers' ratings", () => {
  it("asks once, a day after completion, by e-mail with a link to the order page", async () => {
    const { user } = await t.registerCustomer({ email: "rating.ask@example.com", firstName: "Deniz" });
    const due = await completedOrder(user.id, 2);
    const fresh = await completedOrder(user.id, 0);
    const old = await completedOrder(user.id, 40);

    const asked = await askForRatings({ db: t.db, mailer: t.mailer, publicUrl: t.config.publicUrl });
    expect(asked).toContain(due.id);
    expect(asked).not.toContain(fresh.id);
    expect(asked).not.toContain(old.id);
    const mails = await t.mailer.listOutbox({ to: "rating.ask@example.com" });
    const request = mails.find((mail) => mail.subject === `How was your translation? Order #${due.id}`)!;
    expect(request.text).toContain(`${t.config.publicUrl}/dashboard/orders/${due.id}#rating`);

    // A second run (or a retried job) asks nobody twice.
    expect(await askForRatings({ db: t.db, mailer: t.mailer, publicUrl: t.config.publicUrl })).not.toContain(due.id);
    const again = await t.mailer.listOutbox({ to: "rating.ask@example.com" });
    expect(again.filter((mail) => mail.subject.includes(`#${due.id}`))).toHaveLength(1);
  });

  it("takes one rating per completed order from its customer, and none for an order in progress", async () => {
    const { user, cookie } = await t.registerCustomer({ firstName: "Ayşe", lastName: "Yılmaz" });
    const order = await completedOrder(user.id);
    const before = await t.app.inject({ method: "GET", url: `/api/orders/${order.id}/rating`, headers: { cookie } });
    expect(before.json<OrderRatingDto>()).toEqual({ canRate: true, rating: null });

    const noStars = await rate(order.id, cookie, { rating: 0 });
    expect(noStars.statusCode).toBe(400);
    expect(noStars.json()).toMatchObject({ code: "RATING_STARS" });

    const given = await rate(order.id, cookie, {
      rating: 5,
      comment: "Accepted by USCIS at once.",
      publishConsent: true,
    });
    expect(given.statusCode).toBe(201);
    expect(given.json<OrderRatingDto>()).toMatchObject({
      canRate: false,
      rating: { rating: 5, comment: "Accepted by USCIS at once.", publishConsent: true, status: "submitted" },
    });
    const twice = await rate(order.id, cookie, { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "RATING_ALREADY_GIVEN" });

    const inProgress = await insertOrder(t, { userId: user.id, status: "processing" });
    expect((await rate(inProgress.id, cookie, { rating: 4 })).json()).toMatchObject({ code: "RATING_NOT_ALLOWED" });

    // Someone else's order is not found.
    const other = await t.registerCustomer();
    expect((await rate(order.id, other.cookie, { rating: 1 })).statusCode).toBe(404);
    const [row] = await t.db.select().from(customerRatings).where(eq(customerRatings.orderId, order.id));
    expect(row!.authorName).toBe("Ayşe Y.");
  });

  it("shows no number before the first rating, then the real average and only what the agency published", async () => {
    await t.db.delete(customerRatings);
    expect(await summary()).toEqual({ count: 0, average: null, published: [] });

    const a = await t.registerCustomer({ firstName: "Mert", lastName: "Kaya" });
    const b = await t.registerCustomer({ firstName: "Emily", lastName: "Carter" });
    const first = await completedOrder(a.user.id);
    const second = await completedOrder(b.user.id);
    await rate(first.id, a.cookie, { rating: 5, comment: "Fast and exact.", publishConsent: true });
    await rate(second.id, b.cookie, { rating: 4, comment: "Only for the agency.", publishConsent: false });

    // Every rating counts; nothing is published before the agency approves.
    expect(await summary()).toEqual({ count: 2, average: 4.5, published: [] });

    const patch = (orderId: number, status: string, cookie = admin) =>
      t.app.inject({ method: "PATCH", url: `/api/admin/ratings/${orderId}`, headers: { cookie }, payload: { status } });
    const refused = await patch(second.id, "approved");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "RATING_NO_CONSENT" });

    const approved = await patch(first.id, "approved");
    expect(approved.json<AdminRating>()).toMatchObject({ status: "approved", authorName: "Mert K." });
    expect((await summary()).published).toEqual([
      expect.objectContaining({ rating: 5, comment: "Fast and exact.", authorName: "Mert K." }),
    ]);

    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/ratings?status=submitted",
      headers: { cookie: admin },
    });
    expect(list.json<{ items: AdminRating[] }>().items.map((item) => item.orderId)).toEqual([second.id]);
    expect((await patch(first.id, "approved", a.cookie)).statusCode).toBe(403);
  });
});
