import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { gunzipSync } from "node:zlib";
import * as tar from "tar";
import { describe, expect, it } from "vitest";
import { readBackupManifest, restoreBackup, writeBackup } from "../../src/server/backup/backup-archive";
import {
  openingKey,
  openStream,
  readBackupHeader,
  sealingFromPassphrase,
  sealingFromSources,
} from "../../src/server/backup/backup-encryption";
import { requestBackup } from "../../src/server/backup/control-socket";
import { PROJECT_ROOT } from "../../src/server/paths";
import { parseMasterKey } from "../../src/server/storage/file-encryption";
import { KEY_FILE_NAME, readKeyFile } from "../../src/server/storage/master-keys";
import { buildPdf, CERTIFIED_ORDER } from "../support/fixtures";
import { newCustomerFields } from "../support/test-app";
import { httpClient, signUpVerified, startRealServer, tempDataDir } from "../reliability/real-server";

// Issue 37, item 1: `npm run backup` put DATA_DIR/file-encryption.key in a world-readable archive beside the
// encrypted files and the plaintext database: every stored document opened from the archive alone. Archives are
// sealed with a backup key kept apart (AES-256-GCM in chunks), written 0600 in a 0700 folder, and never hold the
// master key.

const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** The archive's content as the holder of the backup key sees it: every entry's name and bytes. */
async function openedEntries(archive: string, key: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const lister = tar.t({
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on("data", (chunk: Buffer) => chunks.push(chunk));
      entry.on("end", () => entries.set(entry.path.replace(/^\.\//, ""), Buffer.concat(chunks)));
    },
  });
  await pipeline(fs.createReadStream(archive), openStream(key), lister);
  return entries;
}

/** `npm run backup` / `npm run restore` as an operator runs them, with only the variables given (no BACKUP_* inherited). */
function runScript(script: "backup" | "restore", args: string[], env: Record<string, string>) {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("BACKUP_") && !name.startsWith("FILE_ENCRYPTION")),
  );
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(PROJECT_ROOT, "scripts", `${script}.ts`), ...args],
    {
      cwd: PROJECT_ROOT,
      env: { ...base, DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, output })),
  );
}

/** A small DATA_DIR (no database: the dump is given) for the archive format's own checks. */
function smallDataDir() {
  const dataDir = tempDataDir();
  fs.mkdirSync(path.join(dataDir, "uploads"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "uploads", "a.bin"), randomBytes(200_000));
  fs.writeFileSync(path.join(dataDir, KEY_FILE_NAME), "current: not-a-real-key\n");
  return dataDir;
}
const fakeDump = async () => new Blob([new Uint8Array(randomBytes(1000))]);

describe("backups are sealed and never hold the file master key (issue 37, item 1)", () => {
  it("an archive taken from a running server holds neither the master key nor readable data; opened, it has no key file and its files stay locked", async () => {
    const dataDir = tempDataDir();
    const outFolder = path.join(tempDataDir(), "backups");
    const archive = path.join(outFolder, "backup.tar.gz.enc");
    const restoredDir = path.join(tempDataDir(), "restored");
    const server = await startRealServer({ dataDir });
    try {
      const customer = newCustomerFields();
      const api = httpClient(server.url);
      await signUpVerified(server, api, customer);
      const order = await (await api.call("POST", "/api/orders", { json: CERTIFIED_ORDER })).json();
      const secretText = "Tapu senedi 7731 gizli";
      const pdf = await buildPdf([[secretText]]);
      expect(
        (await api.upload("/api/documents", { orderId: String(order.id) }, { name: "tapu.pdf", bytes: pdf })).status,
      ).toBe(201);

      const sealing = sealingFromSources({ key: randomBytes(32).toString("base64") }, dataDir);
      expect(await requestBackup(dataDir, archive, sealing)).not.toBeNull();
      expect(mode(archive)).toBe(0o600);
      expect(mode(outFolder)).toBe(0o700);

      const masterKeyText = readKeyFile(path.join(dataDir, KEY_FILE_NAME)).current;
      const masterKey = parseMasterKey(masterKeyText)!;
      const raw = fs.readFileSync(archive);
      for (const needle of [
        masterKeyText,
        masterKey,
        masterKey.toString("hex"),
        KEY_FILE_NAME,
        customer.email,
        secretText,
        "%PDF",
      ]) {
        expect(raw.includes(needle)).toBe(false);
      }
      expect(() => gunzipSync(raw)).toThrow();

      // Opened with the backup key: the database (the customer is in it, so this search can find) but no master key.
      const entries = await openedEntries(archive, sealing.key);
      expect([...entries.keys()].some((name) => name.endsWith(KEY_FILE_NAME))).toBe(false);
      const database = gunzipSync(entries.get("database.tar.gz")!);
      expect(database.includes(customer.email)).toBe(true);
      for (const bytes of entries.values()) {
        expect(bytes.includes(masterKeyText)).toBe(false);
        expect(bytes.includes(masterKey)).toBe(false);
        expect(bytes.includes(secretText)).toBe(false);
      }

      // The archive and its backup key alone restore an install whose documents stay locked until the master key is put back.
      await restoreBackup({ archive, dataDir: restoredDir, key: sealing.key });
      await expect(startRealServer({ dataDir: restoredDir })).rejects.toThrow(
        /file-encryption\.key is missing.*Backups never hold it/,
      );
    } finally {
      await server.stop();
      for (const dir of [dataDir, path.dirname(outFolder), path.dirname(restoredDir)])
        fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it("refuses a wrong key or passphrase, a changed byte and an archive cut short; a passphrase opens what it sealed", async () => {
    const dataDir = smallDataDir();
    const archive = path.join(dataDir, "backups", "b.enc");
    try {
      const keyText = randomBytes(32).toString("hex");
      const sealing = sealingFromSources({ key: keyText }, dataDir);
      const manifest = await writeBackup({ dataDir, dumpDatabase: fakeDump, out: archive, sealing });
      expect(manifest.files).toBe(1); // uploads/a.bin; never file-encryption.key
      const header = readBackupHeader(archive)!;
      expect(await openingKey(header, { key: keyText })).toEqual(sealing.key);
      await expect(openingKey(header, { key: randomBytes(32).toString("base64") })).rejects.toThrow("Wrong backup key");
      await expect(openingKey(header, {})).rejects.toThrow("set BACKUP_KEY or BACKUP_KEY_FILE");
      expect((await readBackupManifest(archive, sealing.key)).files).toBe(1);

      const raw = fs.readFileSync(archive);
      const changed = Buffer.from(raw);
      changed[Math.floor(raw.length / 2)]! ^= 0x01;
      fs.writeFileSync(archive, changed);
      await expect(readBackupManifest(archive, sealing.key)).rejects.toThrow("damaged or was changed");
      // Cut mid-chunk, and at a chunk boundary: the last (short) chunk dropped whole after the 51-byte header and full chunks.
      for (const cut of [raw.length - 1, raw.length - ((raw.length - 51) % (4 + 64 * 1024 + 16))]) {
        fs.writeFileSync(archive, raw.subarray(0, cut));
        await expect(openedEntries(archive, sealing.key)).rejects.toThrow(/cut short|damaged/);
      }

      fs.rmSync(archive);
      const passphrase = "correct horse battery staple";
      const sealed = sealingFromPassphrase(passphrase);
      await writeBackup({ dataDir, dumpDatabase: fakeDump, out: archive, sealing: sealed });
      const passphraseHeader = readBackupHeader(archive)!;
      expect(passphraseHeader.kind).toBe("passphrase");
      const opened = await openingKey(passphraseHeader, {}, async () => passphrase);
      expect((await readBackupManifest(archive, opened)).files).toBe(1);
      await expect(openingKey(passphraseHeader, { passphrase: "incorrect horse battery" })).rejects.toThrow(
        "Wrong backup passphrase",
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("npm run backup refuses without a backup key, or with a key file inside DATA_DIR; npm run restore refuses a wrong key", async () => {
    const dataDir = smallDataDir();
    fs.mkdirSync(path.join(dataDir, "db"));
    const elsewhere = tempDataDir();
    try {
      const none = await runScript("backup", [], { DATA_DIR: dataDir });
      expect(none.code).toBe(2);
      expect(none.output).toContain("No backup key: set BACKUP_KEY");

      const inside = path.join(dataDir, "backup.key");
      fs.writeFileSync(inside, randomBytes(32).toString("base64"));
      const keyInside = await runScript("backup", [], { DATA_DIR: dataDir, BACKUP_KEY_FILE: inside });
      expect(keyInside.code).toBe(2);
      expect(keyInside.output).toContain("is inside DATA_DIR");
      expect(fs.existsSync(path.join(dataDir, "backups"))).toBe(false);

      const archive = path.join(elsewhere, "b.enc");
      await writeBackup({
        dataDir,
        dumpDatabase: fakeDump,
        out: archive,
        sealing: sealingFromSources({ key: randomBytes(32).toString("base64") }, dataDir),
      });
      const target = path.join(elsewhere, "restored");
      const wrong = await runScript("restore", [archive], {
        DATA_DIR: target,
        BACKUP_KEY: randomBytes(32).toString("base64"),
      });
      expect(wrong.code).toBe(2);
      expect(wrong.output).toContain("Wrong backup key");
      expect(fs.existsSync(target)).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  }, 120_000);
});
