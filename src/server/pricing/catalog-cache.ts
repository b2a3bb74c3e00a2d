import { createHash } from "node:crypto";
import type { PriceCatalog } from "../../shared/catalog";
import { priceCatalogSchema } from "../../shared/schemas/pricing";
import type { Executor } from "../db/client";
import { invalidate, onInvalidate } from "../shared-state/invalidation-bus";
import { checkAnswer } from "../http/zod-response";
import { loadCatalog } from "./load-catalog";

/**
 * GET /api/pricing and quotes read the catalog from memory (docs/decisions/013-caches-static-files-and-per-user-limits.md): one entry per database, with its JSON
 * and an ETag made once. Dropped on every instance when an admin saves prices or a setting (invalidateCatalog,
 * through the invalidation bus); CATALOG_TTL_MS bounds how long an instance that missed a message (Redis down)
 * keeps old prices. Orders are priced inside their transaction from the tables, never from here.
 */
const CATALOG_TTL_MS = 60_000;
const TOPIC = "catalog";

export type CachedCatalog = { catalog: PriceCatalog; json: string; etag: string; readAt: number };

let entries = new WeakMap<object, CachedCatalog>();
let epoch = 0;

onInvalidate(TOPIC, () => {
  epoch += 1;
  entries = new WeakMap();
});

/** After PUT /api/admin/pricing or a settings change is committed. */
export function invalidateCatalog(): void {
  invalidate(TOPIC, "*");
}

/** The catalog in memory if it is fresh, else null: lets GET /api/pricing answer without awaiting anything. */
export function freshCatalog(db: Executor, now = Date.now()): CachedCatalog | null {
  const cached = entries.get(db);
  return cached && now - cached.readAt < CATALOG_TTL_MS ? cached : null;
}

export async function cachedCatalog(db: Executor, now = Date.now()): Promise<CachedCatalog> {
  const cached = freshCatalog(db, now);
  if (cached) return cached;
  const started = epoch;
  const catalog = await loadCatalog(db);
  // GET /api/pricing sends this string as it is (no response schema on the hot path): it is checked once, here.
  const json = JSON.stringify(checkAnswer(priceCatalogSchema, catalog, "GET /api/pricing"));
  const entry = { catalog, json, etag: `"${createHash("sha1").update(json).digest("base64url")}"`, readAt: now };
  // Read across a change: serve it once, but do not keep it.
  if (started === epoch) entries.set(db, entry);
  return entry;
}
