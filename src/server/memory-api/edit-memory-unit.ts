import { and, eq, ne, sql } from "drizzle-orm";
import type { MemoryUnitDto, UpdateMemoryUnitInput } from "../../shared/schemas/translation-memory";
import { memoryKey } from "../../shared/translation-memory/placeables";
import type { Executor } from "../db/client";
import { tmUnits } from "../db/schema/translation-memory";
import { conflict, notFound } from "../http/app-error";
import { toMemoryUnit } from "./list-memory-page";
import { sourceHashOf } from "../translation-memory/save-memory-units";

/**
 * PUT /api/admin/memory/:id: an admin corrects a unit's texts. The unit becomes the admin's ("admin" origin keeps
 * its provenance for erasure); a pair the memory already holds in another unit is refused (409) rather than merged.
 */
export async function updateMemoryUnit(db: Executor, id: number, input: UpdateMemoryUnitInput): Promise<MemoryUnitDto> {
  return db.transaction(async (tx) => {
    const [unit] = await tx.select().from(tmUnits).where(eq(tmUnits.id, id)).for("update").limit(1);
    if (!unit) throw notFound("MEMORY_UNIT_NOT_FOUND");
    const [twin] = await tx
      .select({ id: tmUnits.id })
      .from(tmUnits)
      .where(
        and(
          eq(tmUnits.direction, unit.direction),
          sql`md5(${tmUnits.source}) = md5(${input.source})`,
          sql`md5(${tmUnits.target}) = md5(${input.target})`,
          ne(tmUnits.id, id),
        ),
      )
      .limit(1);
    if (twin) throw conflict("MEMORY_UNIT_DUPLICATE");
    // A unit saved from a value segment (its capitalised words stored as names) stays one.
    const wasValue =
      unit.sourceKey !== memoryKey(unit.source, unit.direction) &&
      unit.sourceKey === memoryKey(unit.source, unit.direction, { value: true });
    const key = memoryKey(input.source, unit.direction, { value: wasValue });
    const [updated] = await tx
      .update(tmUnits)
      .set({
        source: input.source,
        target: input.target,
        sourceKey: key,
        sourceHash: sourceHashOf(key),
        origin: "admin",
        updatedAt: new Date(),
      })
      .where(eq(tmUnits.id, id))
      .returning();
    return toMemoryUnit(updated!);
  });
}

/** DELETE /api/admin/memory/:id. */
export async function deleteMemoryUnit(db: Executor, id: number): Promise<void> {
  const deleted = await db.delete(tmUnits).where(eq(tmUnits.id, id)).returning({ id: tmUnits.id });
  if (deleted.length === 0) throw notFound("MEMORY_UNIT_NOT_FOUND");
}
