import { inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { users } from "../db/schema/users";

// A sign-up without a username (POST /api/register, docs/security.md "Consent to the terms"): the username is derived
// from the e-mail, within the username rules of shared/schemas/auth.ts (3 to 50 of A-Z a-z 0-9 . _ -).

const MAX_LENGTH = 50;
const MIN_LENGTH = 3;
const FALLBACK = "customer";
/** Names tried per query: base, base2 … base20, then random numbers (a busy base such as "customer"). */
const BATCH = 20;
const ROUNDS = 10;

/** The e-mail's local part with only the allowed characters: "ayse.k+tr@…" → "ayse.ktr"; "jo@…" → "jo-customer". */
export function usernameBase(email: string): string {
  const at = email.lastIndexOf("@");
  const kept = (at < 0 ? email : email.slice(0, at)).replace(/[^A-Za-z0-9._-]/g, "").slice(0, MAX_LENGTH);
  if (kept.length >= MIN_LENGTH) return kept;
  return kept ? `${kept}-${FALLBACK}` : FALLBACK;
}

/** `base` with the number appended, shortened so the whole stays within 50 characters. */
export function numbered(base: string, number: number): string {
  const digits = String(number);
  return `${base.slice(0, MAX_LENGTH - digits.length)}${digits}`;
}

function candidates(base: string, round: number): string[] {
  if (round === 0) return [base, ...Array.from({ length: BATCH - 1 }, (_, i) => numbered(base, i + 2))];
  return Array.from({ length: BATCH }, () => numbered(base, 100 + Math.floor(Math.random() * 999_900)));
}

/**
 * The first username derived from `email` that no account holds, ignoring case as the unique index does. Two
 * sign-ups may still pick the same one at once: the insert's unique index decides and the loser derives again
 * (register-user.ts).
 */
export async function freeUsername(db: Executor, email: string): Promise<string> {
  const base = usernameBase(email);
  for (let round = 0; round < ROUNDS; round += 1) {
    const tried = candidates(base, round);
    const taken = await db
      .select({ name: sql<string>`lower(${users.username})` })
      .from(users)
      .where(
        inArray(
          sql`lower(${users.username})`,
          tried.map((name) => name.toLowerCase()),
        ),
      );
    const held = new Set(taken.map((row) => row.name));
    const free = tried.find((name) => !held.has(name.toLowerCase()));
    if (free) return free;
  }
  throw new Error(`no free username after ${ROUNDS * BATCH} tries`);
}
