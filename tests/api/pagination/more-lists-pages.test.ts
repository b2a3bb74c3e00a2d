import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../../src/server/db/schema/documents";
import { mailOutbox } from "../../../src/server/db/schema/mail";
import { payments } from "../../../src/server/db/schema/payments";
import { refunds } from "../../../src/server/db/schema/refunds";
import { translatorJobs, translators } from "../../../src/server/db/schema/translators";
import { type PaymentStatus, type TranslatorJobStatus, type TranslatorStatus } from "../../../src/shared/enums";
import { DATE_RANGE_MESSAGES } from "../../../src/shared/schemas/admin-payments";
import {
  EXACT_TOTAL_MAX,
  INVALID_CURSOR_MESSAGE,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MESSAGE,
} from "../../../src/shared/schemas/pagination";
import { translatorTab } from "../../../src/shared/translator-status";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import { insertOrder } from "../admin/fixtures";
import { approvedTranslator, type SignedInTranslator } from "../jobs/fixtures";

// The lists paged after Manage Orders (docs/decisions/027-every-growing-list-paged.md): translator applications, the
// outbox, payments and refunds (admin and customer), My Documents and the translator's jobs. Each: every row once
// while rows arrive between pages, a clear 400 for a bad page size or cursor, and 25 rows when no size is asked.

type AnyPage = {
  items: Array<{ id?: number; translatorId?: number }>;
  nextCursor: string | null;
  prevCursor: string | null;
  total?: number;
  totalEstimated?: boolean;
};

let t: TestApp;
let admin: string;
let customer: Awaited<ReturnType<TestApp["registerCustomer"]>>;
let other: Awaited<ReturnType<TestApp["registerCustomer"]>>;
let translator: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = await t.registerCustomer();
  other = await t.registerCustomer();
  translator = await approvedTranslator(t, admin);
}, 60_000);
afterAll(async () => t.close());

const get = (url: string, cookie = admin) => t.app.inject({ method: "GET", url, headers: { cookie } });
async function ok<T = AnyPage>(url: string, cookie = admin): Promise<T> {
  const response = await get(url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
const idOf = (row: { id?: number; translatorId?: number }) => row.id ?? row.translatorId!;
const withCursor = (url: string, cursor: string) => `${url}${url.includes("?") ? "&" : "?"}cursor=${cursor}`;

/** Reads every page from `url` on, calling `between` after each one; the ids in the order they came. */
async function readAll(url: string, cookie = admin, between?: () => Promise<unknown>): Promise<number[]> {
  const seen: number[] = [];
  let next: string | null = url;
  while (next) {
    const page: AnyPage = await ok(next, cookie);
    seen.push(...page.items.map(idOf));
    await between?.();
    next = page.nextCursor ? withCursor(url, page.nextCursor) : null;
  }
  return seen;
}

/** 0, 101 and words are refused; a cursor that does not decode, or was made for another list, too. */
async function expectPageLimits(path: string, cookie = admin) {
  for (const limit of ["0", "101", "abc", "2.5"]) {
    const response = await get(`${path}${path.includes("?") ? "&" : "?"}limit=${limit}`, cookie);
    expect(response.statusCode, `${path} limit=${limit}`).toBe(400);
    expect(response.json()).toMatchObject({ message: PAGE_SIZE_MESSAGE });
  }
  const foreign = (await ok<AnyPage>("/api/admin/users?limit=1")).nextCursor!;
  for (const cursor of [
    "AAAA",
    "not*base64",
    foreign,
    Buffer.from('{"s":"x","d":"a","k":"1","i":-4}').toString("base64url"),
  ]) {
    const response = await get(withCursor(path, cursor), cookie);
    expect(response.statusCode, `${path} cursor=${cursor}`).toBe(400);
    expect(response.json()).toMatchObject({ message: INVALID_CURSOR_MESSAGE });
  }
}

let applicants = 0;
async function insertApplications(statuses: TranslatorStatus[]) {
  const rows = await t.db
    .insert(translators)
    .values(
      statuses.map((status) => {
        applicants += 1;
        return {
          fullName: `Applicant ${applicants}`,
          email: `applicant-${applicants}-${Math.random().toString(36).slice(2)}@example.com`,
          phone: "+1 555 0100",
          country: "United States",
          nativeLanguage: "Turkish",
          languagePair: "tr-en" as const,
          category: "Legal" as const,
          experienceYears: 5,
          status,
        };
      }),
    )
    .returning({ id: translators.translatorId });
  return rows.map((row) => row.id);
}

describe("GET /api/admin/translators, page by page", () => {
  it("lists one tab once, newest first, while applications arrive between pages, with every tab's count", async () => {
    await insertApplications([
      "Pending",
      "Email Verified",
      "ID Verified",
      "Approved",
      "Rejected",
      "ID Verification Failed",
      "Pending",
    ]);
    const before = await ok<{
      items: { translatorId: number; status: TranslatorStatus }[];
      tabCounts: Record<string, number>;
    }>("/api/admin/translators?tab=pending&limit=100");
    expect(before.items.every((row) => translatorTab(row.status) === "pending")).toBe(true);
    const counts = before.tabCounts;
    const expected = before.items.map((row) => row.translatorId);
    const seen = await readAll("/api/admin/translators?tab=pending&limit=2", admin, () =>
      insertApplications(["Pending"]),
    );
    expect(seen).toEqual(expected);
    const after = await ok<{ tabCounts: Record<string, number> }>("/api/admin/translators?tab=rejected");
    expect(after.tabCounts.pending).toBe(counts.pending! + Math.ceil(expected.length / 2));
    expect(after.tabCounts.rejected).toBe(counts.rejected);
    const all = await ok<{ items: unknown[] }>("/api/admin/translators?limit=100");
    expect(all.items.length).toBe(Object.values(after.tabCounts).reduce((sum, count) => sum + count, 0));
  });

  it("answers 25 rows by default and 400 for a bad tab, page size or cursor", async () => {
    await insertApplications(Array.from({ length: 26 }, () => "Approved" as const));
    const first = await ok("/api/admin/translators?tab=approved");
    expect(first.items).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(first.nextCursor).not.toBeNull();
    const back = await ok(
      withCursor(
        "/api/admin/translators?tab=approved",
        (await ok(withCursor("/api/admin/translators?tab=approved", first.nextCursor!))).prevCursor!,
      ),
    );
    expect(back.items.map(idOf)).toEqual(first.items.map(idOf));
    expect((await get("/api/admin/translators?tab=verified")).json()).toMatchObject({
      message: "tab must be all, pending, approved or rejected",
    });
    await expectPageLimits("/api/admin/translators?tab=pending");
  });
});

describe("GET /api/admin/outbox, page by page", () => {
  let sent = 0;
  const send = (to: string, subject: string) =>
    t.mailer.send({ to, subject, text: `Your code is 482913 (${(sent += 1)})` });

  it("lists every e-mail once, newest first, while e-mails are sent between pages; codes stay masked", async () => {
    for (let index = 0; index < 7; index += 1) await send(`pager-${index}@example.com`, `Pager test ${index}`);
    const expected = (
      await t.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .orderBy(sql`${mailOutbox.createdAt} desc, ${mailOutbox.id} desc`)
    ).map((row) => row.id);
    const seen = await readAll("/api/admin/outbox?limit=3", admin, () => send("late@example.com", "Sent while paging"));
    expect(seen).toEqual(expected);
    const page = await ok<{ items: { text: string }[]; total: number; totalEstimated: boolean }>(
      "/api/admin/outbox?limit=5",
    );
    expect(page.items.some((mail) => mail.text.includes("482913"))).toBe(false);
    expect(page).toMatchObject({ total: expected.length + Math.ceil(expected.length / 3), totalEstimated: false });
  });

  it("searches recipient and subject the Turkish way, and filters by status", async () => {
    await send("gulsen.ozturk@example.com", "Siparişiniz hazır");
    await send("someone@example.com", "ŞİPARİŞ özeti");
    const bySubject = await ok<{ items: { to: string }[]; total: number }>("/api/admin/outbox?search=siparis");
    expect(bySubject.items.map((mail) => mail.to)).toEqual(["someone@example.com", "gulsen.ozturk@example.com"]);
    expect(bySubject.total).toBe(2);
    expect(
      (await ok<{ items: { to: string }[] }>("/api/admin/outbox?search=G%C3%9CL%C5%9EEN")).items.map((mail) => mail.to),
    ).toEqual(["gulsen.ozturk@example.com"]);
    // The body holds the codes: it is not searched.
    expect((await ok<{ total: number }>("/api/admin/outbox?search=482913")).total).toBe(0);
    const kept = await ok<{ items: { status: string }[]; total: number }>("/api/admin/outbox?status=outbox&limit=100");
    expect(kept.items.every((mail) => mail.status === "outbox")).toBe(true);
    expect((await ok<{ total: number }>("/api/admin/outbox?status=sent")).total).toBe(0);
    expect((await get("/api/admin/outbox?status=lost")).json()).toMatchObject({
      message: "status must be all, outbox, queued, sent or failed",
    });
  });

  it("answers 25 rows by default, and 400 for a bad page size or cursor", async () => {
    for (let index = 0; index < 26; index += 1) await send(`default-size-${index}@example.com`, "Default page size");
    const first = await ok("/api/admin/outbox?search=default%20page%20size");
    expect(first.items).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(first).toMatchObject({ total: 26, totalEstimated: false });
    await expectPageLimits("/api/admin/outbox?search=default");
  });

  it("past 10,000 e-mails the total is the database's estimate", async () => {
    await t.db.execute(
      sql`insert into mail_outbox ("to", "from", subject, text, status, transport) select 'bulk' || g || '@example.com', 'x@example.com', 'Bulk notice', 'text', 'outbox', 'outbox' from generate_series(1, ${EXACT_TOTAL_MAX + 40}) g`,
    );
    await t.db.execute(sql`analyze mail_outbox`);
    const page = await ok("/api/admin/outbox?search=bulk%20notice&limit=10");
    expect(page.items).toHaveLength(10);
    expect(page.totalEstimated).toBe(true);
    expect(page.total).toBeGreaterThan(EXACT_TOTAL_MAX);
  });
});

describe("payments and refunds, page by page", () => {
  async function insertPayments(orderId: number, statuses: PaymentStatus[], createdAt?: string) {
    const rows = await t.db
      .insert(payments)
      .values(
        statuses.map((status) => ({
          orderId,
          amountCents: 6000,
          status,
          paymentMethod: "card",
          ...(createdAt ? { createdAt: sql`${createdAt}::timestamptz` } : {}),
        })),
      )
      .returning({ id: payments.id });
    return rows.map((row) => row.id);
  }

  it("the customer's Payment History: their payments once, newest by creation, while payments arrive and others change", async () => {
    const orders = [
      await insertOrder(t, { userId: customer.user.id }),
      await insertOrder(t, { userId: customer.user.id }),
    ];
    const mine = [
      ...(await insertPayments(orders[0]!.id, ["failed", "paid", "refunded"])),
      ...(await insertPayments(orders[1]!.id, ["paid", "failed"])),
    ];
    await insertPayments(orders[1]!.id, ["pending"]); // an open checkout: not listed
    const theirs = await insertOrder(t, { userId: other.user.id });
    await insertPayments(theirs.id, ["paid"]);

    let step = 0;
    const seen = await readAll("/api/payments?limit=2", customer.cookie, async () => {
      step += 1;
      await insertPayments(orders[0]!.id, ["failed"]); // newer than anything still to read
      // An older payment turns paid: its updated_at moves, its place does not.
      await t.db
        .update(payments)
        .set({ updatedAt: new Date(Date.now() + step * 1000) })
        .where(eq(payments.id, mine[0]!));
    });
    expect(seen).toEqual([...mine].reverse());
    const first = await ok("/api/payments", customer.cookie);
    expect(first).toMatchObject({ total: mine.length + step, totalEstimated: false });
    expect((await ok("/api/payments", other.cookie)).items.every((row) => !mine.includes(row.id!))).toBe(true);
    // A cursor carries no authority: another customer's cursor only positions them in their own list.
    const theirCursor = (await ok("/api/payments?limit=1", customer.cookie)).nextCursor!;
    expect(
      (await ok(withCursor("/api/payments?limit=5", theirCursor), other.cookie)).items.every(
        (row) => !mine.includes(row.id!),
      ),
    ).toBe(true);
    await expectPageLimits("/api/payments", customer.cookie);
  });

  it("the admin's payments: a date range and a status, every payment once across pages", async () => {
    const order = await insertOrder(t, { userId: customer.user.id, status: "processing" });
    const november = [
      ...(await insertPayments(order.id, ["paid", "failed"], "2025-11-01 00:00:00+00")),
      ...(await insertPayments(order.id, ["paid"], "2025-11-15 12:00:00.000001+00")),
      ...(await insertPayments(order.id, ["refunded", "paid"], "2025-11-30 23:59:59.999999+00")),
    ];
    await insertPayments(order.id, ["paid"], "2025-10-31 23:59:59.999999+00");
    await insertPayments(order.id, ["paid"], "2025-12-01 00:00:00+00");
    const range = "from=2025-11-01T00:00:00.000Z&to=2025-12-01T00:00:00.000Z";

    const seen = await readAll(`/api/admin/payments?${range}&limit=2`, admin, () =>
      insertPayments(order.id, ["paid"], "2025-11-20 00:00:00+00"),
    );
    const added = (
      await t.db
        .select({ id: payments.id })
        .from(payments)
        .where(sql`${payments.createdAt} = '2025-11-20 00:00:00+00'`)
    ).map((row) => row.id);
    // Rows written behind the reader's position (an older created_at) show up when they fall in a page not read yet.
    expect(seen.filter((id) => november.includes(id))).toEqual([...november].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.every((id) => november.includes(id) || added.includes(id))).toBe(true);

    const paid = await ok<{
      items: { status: string; customer: { id: number }; order: { id: number } }[];
      total: number;
    }>(`/api/admin/payments?${range}&status=paid&limit=100`);
    expect(
      paid.items.every(
        (row) => row.status === "paid" && row.customer.id === customer.user.id && row.order.id === order.id,
      ),
    ).toBe(true);
    expect(paid.total).toBe(3 + added.length);
    expect((await ok(`/api/admin/payments?from=2025-11-01&to=2025-11-02`)).items.map(idOf)).toEqual([
      november[1],
      november[0],
    ]);
  });

  it("the admin's refunds: newest first, within a range, once across pages", async () => {
    const order = await insertOrder(t, { userId: other.user.id, status: "cancelled" });
    const [payment] = await insertPayments(order.id, ["refunded"]);
    const made: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const [row] = await t.db
        .insert(refunds)
        .values({
          paymentId: payment!,
          orderId: order.id,
          amountCents: 100 + index,
          reason: "Partial",
          status: "succeeded",
          createdBy: null,
          createdAt: sql`${`2026-03-0${index + 1} 10:00:00+00`}::timestamptz`,
        })
        .returning({ id: refunds.id });
      made.push(row!.id);
    }
    const seen = await readAll("/api/admin/refunds?from=2026-03-01&to=2026-03-31&limit=2", admin, () =>
      t.db
        .insert(refunds)
        .values({ paymentId: payment!, orderId: order.id, amountCents: 5, reason: "Later", status: "succeeded" }),
    );
    expect(seen).toEqual([...made].reverse());
    const page = await ok<{
      items: { amountCents: number; customer: { id: number }; order: { id: number } }[];
      total: number;
    }>("/api/admin/refunds?from=2026-03-02&to=2026-03-04");
    expect(page.items.map((row) => row.amountCents)).toEqual([102, 101]);
    expect(page.items[0]).toMatchObject({ customer: { id: other.user.id }, order: { id: order.id } });
    expect(page.total).toBe(2);
  });

  it("refuse a bad range, page size or cursor; 25 rows by default", async () => {
    for (const [query, message] of [
      ["from=yesterday", DATE_RANGE_MESSAGES.from],
      ["to=2026-13-45", DATE_RANGE_MESSAGES.to],
      ["from=2026-03-02&to=2026-03-01", DATE_RANGE_MESSAGES.order],
    ] as const) {
      for (const path of ["/api/admin/payments", "/api/admin/refunds"]) {
        const response = await get(`${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json()).toMatchObject({ message });
      }
    }
    const order = await insertOrder(t, { userId: customer.user.id });
    await insertPayments(
      order.id,
      Array.from({ length: 26 }, () => "failed" as const),
      "2020-01-01 00:00:00+00",
    );
    const first = await ok("/api/admin/payments?from=2020-01-01&to=2020-01-02");
    expect(first.items).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(first.total).toBe(26);
    await expectPageLimits("/api/admin/payments");
    await expectPageLimits("/api/admin/refunds");
  });
});

describe("GET /api/documents (My Documents), page by page", () => {
  async function insertDocuments(orderId: number, count: number) {
    const rows = await t.db
      .insert(documents)
      .values(
        Array.from({ length: count }, (_, index) => ({
          orderId,
          originalFilename: `scan-${index}.pdf`,
          s3Key: `test/${orderId}/${index}`,
          fileType: "application/pdf",
          fileSize: 1000,
        })),
      )
      .returning({ id: documents.id });
    return rows.map((row) => row.id);
  }

  it("lists the customer's documents of every order once, newest first, while documents are uploaded between pages", async () => {
    const customerOf = await t.registerCustomer();
    const orders = [
      await insertOrder(t, { userId: customerOf.user.id }),
      await insertOrder(t, { userId: customerOf.user.id, status: "processing" }),
    ];
    const made = [...(await insertDocuments(orders[0]!.id, 3)), ...(await insertDocuments(orders[1]!.id, 4))];
    await insertDocuments((await insertOrder(t, { userId: other.user.id })).id, 2);
    const seen = await readAll("/api/documents?limit=3", customerOf.cookie, () => insertDocuments(orders[0]!.id, 1));
    expect(seen).toEqual([...made].reverse());
    const first = await ok<{ items: { orderStatus: string }[]; total: number }>(
      "/api/documents?limit=100",
      customerOf.cookie,
    );
    expect(first.total).toBe(made.length + 3);
    expect(first.items.filter((row) => row.orderStatus === "processing")).toHaveLength(4);
    // The orders list says which orders have documents (a pending order without any is paid after uploading).
    const listed = await ok<{ items: { id: number; documentCount: number }[] }>("/api/orders", customerOf.cookie);
    expect(Object.fromEntries(listed.items.map((order) => [order.id, order.documentCount]))).toEqual({
      [orders[0]!.id]: 6,
      [orders[1]!.id]: 4,
    });
  });

  it("answers 25 documents by default and 400 for a bad page size or cursor", async () => {
    const customerOf = await t.registerCustomer();
    const order = await insertOrder(t, { userId: customerOf.user.id });
    await insertDocuments(order.id, 26);
    const first = await ok("/api/documents", customerOf.cookie);
    expect(first.items).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(first).toMatchObject({ total: 26, totalEstimated: false });
    expect((await ok(withCursor("/api/documents", first.nextCursor!), customerOf.cookie)).items).toHaveLength(1);
    await expectPageLimits("/api/documents", customerOf.cookie);
  });
});

describe("GET /api/translator/jobs, page by page", () => {
  async function insertJobs(statuses: TranslatorJobStatus[], translatorId = translator.translatorId) {
    const made: number[] = [];
    for (const status of statuses) {
      const order = await insertOrder(t, {
        userId: customer.user.id,
        status: status === "Cancelled" ? "cancelled" : status === "Completed" ? "completed" : "processing",
      });
      const [job] = await t.db
        .insert(translatorJobs)
        .values({ translatorId, orderId: order.id, status })
        .returning({ id: translatorJobs.id });
      made.push(job!.id);
    }
    return made;
  }

  it("lists one group once, newest first, while jobs are assigned between pages; jobs reassigned away are not listed", async () => {
    const open = await insertJobs(["Assigned", "In Progress", "Assigned", "In Progress", "Assigned"]);
    const done = await insertJobs(["Completed", "Completed"]);
    const cancelled = await insertJobs(["Cancelled"]);
    const [ended] = await insertJobs(["Assigned"]);
    await t.db.update(translatorJobs).set({ endedAt: new Date() }).where(eq(translatorJobs.id, ended!));

    const seen = await readAll("/api/translator/jobs?tab=open&limit=2", translator.cookie, () =>
      insertJobs(["Assigned"]),
    );
    expect(seen).toEqual([...open].reverse());
    const page = await ok<{ items: { id: number }[]; tabCounts: Record<string, number> }>(
      "/api/translator/jobs?tab=completed",
      translator.cookie,
    );
    expect(page.items.map(idOf)).toEqual([...done].reverse());
    expect(page.tabCounts).toEqual({ open: open.length + Math.ceil(open.length / 2), completed: 2, cancelled: 1 });
    expect((await ok("/api/translator/jobs?tab=cancelled", translator.cookie)).items.map(idOf)).toEqual(cancelled);
    expect((await ok("/api/translator/jobs?limit=100", translator.cookie)).items.map(idOf)).not.toContain(ended);
  });

  it("answers 25 jobs by default and 400 for a bad tab, page size or cursor", async () => {
    await insertJobs(Array.from({ length: 26 }, () => "Completed" as const));
    const first = await ok("/api/translator/jobs?tab=completed", translator.cookie);
    expect(first.items).toHaveLength(PAGE_SIZE_DEFAULT);
    expect(first.nextCursor).not.toBeNull();
    expect((await get("/api/translator/jobs?tab=late", translator.cookie)).json()).toMatchObject({
      message: "tab must be all, open, completed or cancelled",
    });
    await expectPageLimits("/api/translator/jobs", translator.cookie);
  });
});
