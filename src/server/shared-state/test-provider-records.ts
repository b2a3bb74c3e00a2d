import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { testProviderRecords } from "../db/schema/jobs";

/** Where the built-in test providers keep their records (intents, refunds, verification sessions). */
export type RecordStore = {
  get<T>(kind: string, id: string): Promise<T | undefined>;
  /** Stores `value` unless a record exists; returns the stored one either way (idempotency keys). */
  putIfAbsent<T>(kind: string, id: string, value: T): Promise<T>;
  /** Reads, changes and writes one record atomically (two instances confirming one intent change it once). */
  update<T, R>(kind: string, id: string, change: (current: T | undefined) => { value?: T; result: R }): Promise<R>;
  /** Records of a kind changed since a time whose top-level fields equal `where`, newest change first, at most `limit`. */
  list<T>(kind: string, options: { updatedSince: Date; limit: number; where?: Record<string, string> }): Promise<T[]>;
};

/** In the database: survives a restart and is shared by every instance. */
export function databaseRecordStore(db: Database): RecordStore {
  const where = (kind: string, id: string) => and(eq(testProviderRecords.kind, kind), eq(testProviderRecords.id, id));
  return {
    async get<T>(kind: string, id: string) {
      const [row] = await db
        .select({ data: testProviderRecords.data })
        .from(testProviderRecords)
        .where(where(kind, id))
        .limit(1);
      return row?.data as T | undefined;
    },
    async putIfAbsent<T>(kind: string, id: string, value: T) {
      await db.insert(testProviderRecords).values({ kind, id, data: value }).onConflictDoNothing();
      return (await this.get<T>(kind, id))!;
    },
    async update<T, R>(kind: string, id: string, change: (current: T | undefined) => { value?: T; result: R }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ data: testProviderRecords.data })
          .from(testProviderRecords)
          .where(where(kind, id))
          .for("update")
          .limit(1);
        const { value, result } = change(row?.data as T | undefined);
        if (value !== undefined) {
          await tx
            .insert(testProviderRecords)
            .values({ kind, id, data: value })
            .onConflictDoUpdate({
              target: [testProviderRecords.kind, testProviderRecords.id],
              set: { data: value, updatedAt: sql`now()` },
            });
        }
        return result;
      });
    },
    async list<T>(kind: string, options: { updatedSince: Date; limit: number; where?: Record<string, string> }) {
      const rows = await db
        .select({ data: testProviderRecords.data })
        .from(testProviderRecords)
        .where(
          and(
            eq(testProviderRecords.kind, kind),
            gte(testProviderRecords.updatedAt, options.updatedSince),
            ...Object.entries(options.where ?? {}).map(
              ([field, value]) => sql`${testProviderRecords.data} ->> ${field} = ${value}`,
            ),
          ),
        )
        .orderBy(desc(testProviderRecords.updatedAt))
        .limit(options.limit);
      return rows.map((row) => row.data as T);
    },
  };
}

/** In this process only (unit tests that build a provider without a database). */
export function memoryRecordStore(): RecordStore {
  const records = new Map<string, unknown>();
  const changedAt = new Map<string, number>();
  const keyOf = (kind: string, id: string) => `${kind}:${id}`;
  const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
  return {
    async get<T>(kind: string, id: string) {
      return copy(records.get(keyOf(kind, id)) as T | undefined);
    },
    async putIfAbsent<T>(kind: string, id: string, value: T) {
      if (!records.has(keyOf(kind, id))) {
        records.set(keyOf(kind, id), copy(value));
        changedAt.set(keyOf(kind, id), Date.now());
      }
      return copy(records.get(keyOf(kind, id)) as T);
    },
    async update<T, R>(kind: string, id: string, change: (current: T | undefined) => { value?: T; result: R }) {
      const { value, result } = change(copy(records.get(keyOf(kind, id)) as T | undefined));
      if (value !== undefined) {
        records.set(keyOf(kind, id), copy(value));
        changedAt.set(keyOf(kind, id), Date.now());
      }
      return result;
    },
    async list<T>(kind: string, options: { updatedSince: Date; limit: number; where?: Record<string, string> }) {
      const matches = [...records.entries()]
        .filter(([key]) => key.startsWith(`${kind}:`) && (changedAt.get(key) ?? 0) >= options.updatedSince.getTime())
        .sort(([a], [b]) => (changedAt.get(b) ?? 0) - (changedAt.get(a) ?? 0))
        .map(([, value]) => value as Record<string, unknown>)
        .filter((value) =>
          Object.entries(options.where ?? {}).every(([field, expected]) => String(value[field]) === expected),
        );
      return matches.slice(0, options.limit).map((value) => copy(value) as T);
    },
  };
}
