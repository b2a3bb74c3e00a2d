import { describe, expect, it } from "vitest";
import { onTableWritten, writtenTables } from "./table-writes";

onTableWritten("orders", () => {});
onTableWritten("users", () => {});

describe("writtenTables", () => {
  it("finds drizzle's and hand-written writes to watched tables", () => {
    expect(writtenTables('update "orders" set "status" = $1 where "orders"."id" = $2')).toEqual(["orders"]);
    expect(writtenTables('insert into "orders" ("user_id") values ($1) returning "id"')).toEqual(["orders"]);
    expect(writtenTables("DELETE FROM public.orders WHERE id = 1")).toEqual(["orders"]);
    expect(writtenTables('with moved as (update "orders" set x = 1 returning id) update "users" set y = 2')).toEqual([
      "orders",
      "users",
    ]);
  });

  it("ignores reads, other tables and look-alike names", () => {
    expect(writtenTables('select * from "orders" where "user_id" = $1')).toEqual([]);
    expect(writtenTables('update "order_items" set "word_count" = 3')).toEqual([]);
    expect(writtenTables('insert into "orders_archive" values (1)')).toEqual([]);
    expect(writtenTables('update "mail_outbox" set "attempts" = 1')).toEqual([]);
    expect(writtenTables(undefined)).toEqual([]);
  });
});
