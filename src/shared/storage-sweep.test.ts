import { describe, expect, it } from "vitest";
import { ORPHAN_GRACE_MS, orphanedKeys } from "./storage-sweep";

const now = new Date("2026-11-23T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("orphanedKeys", () => {
  it("deletes only unreferenced files older than the grace period", () => {
    const stored = [
      { key: "documents/2026/11/referenced-old", lastModified: ago(5 * ORPHAN_GRACE_MS) },
      { key: "documents/2026/11/orphan-old", lastModified: ago(ORPHAN_GRACE_MS + 1) },
      { key: "documents/2026/11/orphan-in-flight", lastModified: ago(ORPHAN_GRACE_MS - 1000) },
      { key: "certificates/2026/11/orphan-exactly-at-grace", lastModified: ago(ORPHAN_GRACE_MS) },
    ];
    expect(orphanedKeys(stored, new Set(["documents/2026/11/referenced-old"]), now)).toEqual([
      "documents/2026/11/orphan-old",
    ]);
  });

  it("keeps everything when every file is referenced, whatever its age", () => {
    const stored = [{ key: "signatures/2026/01/a", lastModified: ago(400 * 24 * 3600_000) }];
    expect(orphanedKeys(stored, new Set(["signatures/2026/01/a"]), now)).toEqual([]);
  });

  it("takes a custom grace period", () => {
    const stored = [{ key: "translations/2026/11/b", lastModified: ago(61_000) }];
    expect(orphanedKeys(stored, new Set(), now, 60_000)).toEqual(["translations/2026/11/b"]);
    expect(orphanedKeys(stored, new Set(), now, 120_000)).toEqual([]);
  });
});
