import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixDataDirPermissions, unsealedBackups } from "../../src/server/storage/private-data-dir";
import { buildPdf, CERTIFIED_ORDER } from "../support/fixtures";
import { newCustomerFields } from "../support/test-app";
import { httpClient, signUpVerified, startRealServer, tempDataDir } from "../reliability/real-server";

// Issue 37, item 2: most files under DATA_DIR/db were 0666 (PGlite writes them so whatever the umask), and the WAL
// holds the device-cookie secret, password hashes and erased messages. DATA_DIR and everything under it is the
// server user's only: folders 0700, everything else 0600, set at start and kept so for what is written after.

/** Every entry under dir (dir included) whose mode is not 0700 (folder) / 0600 (anything else), symbolic links aside. */
function looseEntries(dir: string): string[] {
  const loose: string[] = [];
  const check = (entryPath: string) => {
    const stat = fs.lstatSync(entryPath);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== wanted)
      loose.push(`${path.relative(dir, entryPath) || "."} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entryPath)) check(path.join(entryPath, name));
  };
  check(dir);
  return loose;
}

const startingUmask = process.umask();
afterAll(() => {
  process.umask(startingUmask);
});

describe("DATA_DIR permissions (issue 37, item 2)", () => {
  it("a server started with umask 000 on an install whose files are world-writable leaves nothing but 0700/0600, before and after writes", async () => {
    const dataDir = tempDataDir();
    try {
      // A first start makes the database; then the install is opened up as the attack run found it.
      await (await startRealServer({ dataDir })).stop();
      process.umask(0);
      const opened = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const entryPath = path.join(dir, entry.name);
          fs.chmodSync(entryPath, entry.isDirectory() ? 0o777 : 0o666);
          if (entry.isDirectory()) opened(entryPath);
        }
      };
      fs.chmodSync(dataDir, 0o777);
      opened(dataDir);
      expect(looseEntries(dataDir).length).toBeGreaterThan(900);

      const server = await startRealServer({ dataDir });
      try {
        expect(looseEntries(dataDir)).toEqual([]);
        // What the running server writes afterwards (sessions in the WAL, an uploaded file and its key) is private too.
        const api = httpClient(server.url);
        await signUpVerified(server, api, newCustomerFields());
        const order = await (await api.call("POST", "/api/orders", { json: CERTIFIED_ORDER })).json();
        const pdf = await buildPdf([["a private document"]]);
        expect(
          (await api.upload("/api/documents", { orderId: String(order.id) }, { name: "private.pdf", bytes: pdf }))
            .status,
        ).toBe(201);
        expect(fs.readdirSync(path.join(dataDir, "uploads"), { recursive: true }).length).toBeGreaterThan(0);
        expect(looseEntries(dataDir)).toEqual([]);
      } finally {
        await server.stop();
      }
      expect(looseEntries(dataDir)).toEqual([]);
    } finally {
      process.umask(startingUmask);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it("fixes only what is wrong, and never follows a symbolic link out of DATA_DIR", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-permissions-"));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "bt-outside-"));
    try {
      fs.mkdirSync(path.join(dataDir, "uploads", "2026"), { recursive: true, mode: 0o755 });
      // Explicit modes: an earlier test file in this worker may have left the process's umask at 077.
      fs.chmodSync(path.join(dataDir, "uploads"), 0o755);
      fs.chmodSync(path.join(dataDir, "uploads", "2026"), 0o755);
      fs.writeFileSync(path.join(dataDir, "uploads", "2026", "a"), "a", { mode: 0o644 });
      fs.chmodSync(path.join(dataDir, "uploads", "2026", "a"), 0o644);
      fs.writeFileSync(path.join(dataDir, "b"), "b", { mode: 0o600 });
      fs.writeFileSync(path.join(outside, "shared.txt"), "not ours", { mode: 0o644 });
      fs.chmodSync(path.join(outside, "shared.txt"), 0o644);
      fs.symlinkSync(path.join(outside, "shared.txt"), path.join(dataDir, "link"));

      // uploads, uploads/2026 and uploads/2026/a (the folder itself is mkdtemp's 0700 and b is 0600 already).
      expect(fixDataDirPermissions(dataDir)).toBe(3);
      expect(looseEntries(dataDir)).toEqual([]);
      expect(fixDataDirPermissions(dataDir)).toBe(0);
      expect(fs.statSync(path.join(outside, "shared.txt")).mode & 0o777).toBe(0o644);

      // Archives from before sealed backups (the master key inside) are pointed out at start; sealed ones are not.
      fs.mkdirSync(path.join(dataDir, "backups"));
      for (const name of ["backup-2026-11-01.tar.gz", "backup-2026-11-28.tar.gz.enc"])
        fs.writeFileSync(path.join(dataDir, "backups", name), "");
      expect(unsealedBackups(dataDir)).toEqual([path.join(dataDir, "backups", "backup-2026-11-01.tar.gz")]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});
