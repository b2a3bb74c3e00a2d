import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { INVALID_CURSOR_MESSAGE, type Page } from "../../shared/schemas/pagination";
import { badRequest, english } from "./app-error";

// Keyset pagination over (timestamp, id) (docs/decisions/026-keyset-pagination.md). A cursor is base64url JSON
// naming the sort it belongs to, which side of the row it points to, the row's timestamp in whole microseconds
// (PostgreSQL keeps microseconds; a JavaScript Date would round them and skip or repeat rows) and its id.

const cursorSchema = z.object({
  /** The sort the cursor was made for: a cursor of another sort is refused, not misread. */
  s: z.string().max(40),
  /** a: the rows after this one; b: the rows before it. */
  d: z.enum(["a", "b"]),
  /** Microseconds since 1970 as digits, or null for a row whose (nullable) key is empty, sorted as +infinity. */
  k: z
    .string()
    .regex(/^-?\d{1,17}$/)
    .nullable(),
  i: z.number().int().min(1).max(2_147_483_647),
});
type Cursor = z.infer<typeof cursorSchema>;

export type KeysetSort = {
  /** Names the sort inside the cursor, e.g. "orders:newest". */
  name: string;
  /** The timestamp column; when nullable, empty values sort as +infinity (the index must use the same coalesce). */
  key: AnyColumn;
  nullable?: boolean;
  id: AnyColumn;
  direction: "asc" | "desc";
};

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

function decodeCursor(raw: string, sortName: string): Cursor {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(raw)) throw new Error("not base64url");
    const parsed = cursorSchema.parse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    if (parsed.s !== sortName) throw new Error("another sort");
    return parsed;
  } catch {
    throw badRequest(english(INVALID_CURSOR_MESSAGE));
  }
}

/** The expression rows are ordered by: the column, or coalesce(column, 'infinity') when it may be empty. */
export function sortExpression(sort: KeysetSort): SQL {
  return sort.nullable ? sql`coalesce(${sort.key}, 'infinity'::timestamptz)` : sql`${sort.key}`;
}

/** Select this beside the row: its sort key in whole microseconds, as text (null for an empty nullable key). */
export function sortKeyMicros(sort: KeysetSort): SQL<string | null> {
  return sql<string | null>`(extract(epoch from ${sort.key}) * 1000000)::bigint::text`;
}

const keyValue = (micros: string | null): SQL =>
  micros === null
    ? sql`'infinity'::timestamptz`
    : sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

/**
 * Plans one page: `where` narrows to the rows past the cursor, `orderBy` reads them in the direction that reaches
 * them first, `take` is one more than the page so the answer knows whether another page follows. `finish` puts
 * the rows back in the sort's order and makes the cursors.
 */
export function planKeysetPage(options: { sort: KeysetSort; limit: number; cursor?: string }) {
  const { sort, limit } = options;
  const cursor = options.cursor === undefined ? undefined : decodeCursor(options.cursor, sort.name);
  const backwards = cursor?.d === "b";
  // Reading after the cursor follows the sort; reading before it goes the other way, then is reversed.
  const ascending = (sort.direction === "asc") !== backwards;
  const expression = sortExpression(sort);
  const where = cursor
    ? sql`(${expression}, ${sort.id}) ${sql.raw(ascending ? ">" : "<")} (${keyValue(cursor.k)}, ${cursor.i})`
    : undefined;
  const order = sql.raw(ascending ? "asc" : "desc");
  const orderBy = [sql`${expression} ${order}`, sql`${sort.id} ${order}`];

  function finish<Row>(rows: Row[], position: (row: Row) => { key: string | null; id: number }): Page<Row> {
    const more = rows.length > limit;
    const page = more ? rows.slice(0, limit) : rows.slice();
    if (backwards) page.reverse();
    const first = page[0];
    const last = page[page.length - 1];
    const at = (row: Row, d: "a" | "b") => {
      const { key, id } = position(row);
      return encodeCursor({ s: sort.name, d, k: key, i: id });
    };
    // Forwards: a next page when a row was left over; a previous one whenever we came from a cursor.
    // Backwards: the mirror image.
    const hasNext = backwards ? true : more;
    const hasPrev = backwards ? more : cursor !== undefined;
    return {
      items: page,
      nextCursor: last && hasNext ? at(last, "a") : null,
      prevCursor: first && hasPrev ? at(first, "b") : null,
    };
  }

  return { where, orderBy, take: limit + 1, finish };
}
