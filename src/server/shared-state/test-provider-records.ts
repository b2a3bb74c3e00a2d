import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { testProviderRecords } from "../db/schema/jobs";

/** Where the built-in test providers keep their records (intents, refunds, verification sessions). */
export type RecordStore = {
  get<T>(kind: string, id: string): Promise<T | undefined>;
  /** Stores `value` unless a record exists; returns the stored one either way (idempotency keys). */
  putIfAbsent<T>(kind: string, id: string, value: T): Promise<T>;
  /** Reads, changes and writes one record atomically (two instances confirming one intent change it once). */
  update<T, R>(kind: string, id: string, change: (current: T | undefined) => { value?: T; result: R }): Promise<R>;
};

/** In the database: survives a restart and is shared by every instance. */
export function databaseRecordStore(db: Database): RecordStore {
  const where = (kind: string, id: string) => and(eq(testProviderRecords.kind, kind), eq(testProviderRecords.id, id));
  return {
    async get<T>(kind: string, id: string) {
      const [row] = await db.select({ data: testProviderRecords.data }).from(testProviderRecords).where(where(kind, id)).limit(1);
      return row?.data as T | undefined;
    },
    async putIfAbsent<T>(kind: string, id: string, value: T) {
      await db.insert(testProviderRecords).values({ kind, id, data: value }).onConflictDoNothing();
      return (await this.get<T>(kind, id))!;
    },
    async update<T, R>(kind: string, id: string, change: (current: T | undefined) => { value?: T; result: R }) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select({ data: testProviderRecords.data }).from(testProviderRecords).where(where(kind, id)).for("update").limit(1);
        const { value, result } = change(row?.data as T | undefined);
        if (value !== undefined) {
          await tx
            .insert(testProviderRecords)
            .values({ kind, id, data: value })
            .onConflictDoUpdate({ target: [testProviderRecords.kind, testProviderRecords.id], set: { data: value, updatedAt: sql`now()` } });
        }
        return result;
      });
    },
  };
}

/** In this process only (unit tests that build a provider without a database). */
export function memoryRecordStore(): RecordStore {
  const records = new Map<string, unknown>();
  const keyOf = (kind: string, id: string) => `${kind}:${id}`;
  const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
  return {
    async get<T>(kind: string, id: string) {
      return copy(records.get(keyOf(kind, id)) as T | undefined);
    },
    async putIfAbsent<T>(kind: string, id: string, value: T) {
      if (!records.has(keyOf(kind, id))) records.set(keyOf(kind, id), copy(value));
      return copy(records.get(keyOf(kind, id)) as T);
    },
    async update<T, R>(kind: string, id: string, change: (current: T | undefined) => { value?: T; result: R }) {
      const { value, result } = change(copy(records.get(keyOf(kind, id)) as T | undefined));
      if (value !== undefined) records.set(keyOf(kind, id), copy(value));
      return result;
    },
  };
}
