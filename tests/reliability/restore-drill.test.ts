import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { sealingFromSources } from "../../src/server/backup/backup-encryption";
import { requestBackup } from "../../src/server/backup/control-socket";
import { RESTORE_DRILL_MARKER } from "../../src/server/config";
import { mailOutbox } from "../../src/server/db/schema/mail";
import { PROJECT_ROOT } from "../../src/server/paths";
import type { RunningServer } from "../../src/server/start-server";
import { KEY_FILE_NAME } from "../../src/server/storage/master-keys";
import { newCustomerFields } from "../support/test-app";
import { httpClient, signUpVerified, startRealServer, tempDataDir } from "./real-server";

// Issue 38, item 8: a restored copy started to check a backup delivered the e-mails queued in it, and six customers
// got them twice. `npm run restore -- <archive> --drill` marks the copy; started on it, the server keeps every e-mail
// in its outbox, never connects to REDIS_URL and takes no real payment (docs/operations.md, "Restore drills").

/** A loopback SMTP server that counts the messages it accepts. */
async function countingSmtpServer() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Stands in for the shared Redis: counts every connection (a server that joined the channel would connect first). */
async function countingRedisPort() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `npm run restore` as an operator runs it. */
function runRestore(args: string[], env: Record<string, string>) {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith("BACKUP_") && !name.startsWith("FILE_ENCRYPTION")),
  );
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(PROJECT_ROOT, "scripts", "restore.ts"), ...args],
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

const queuedStatuses = async (server: RunningServer, ids: number[]) => {
  const rows = await server.database.db
    .select({ id: mailOutbox.id, status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.transport, "smtp"));
  return rows.filter((row) => ids.includes(row.id)).map((row) => row.status);
};

async function waitFor(condition: () => boolean | Promise<boolean>, what: string) {
  for (let i = 0; i < 300; i++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("restore drills (npm run restore -- <archive> --drill)", () => {
  it("a drill copy of a backup with six customers' e-mails waiting for SMTP delivers none of them and never connects to REDIS_URL; a real restore would", async () => {
    const dataDir = tempDataDir();
    const scratch = tempDataDir();
    const archive = path.join(scratch, "backup.tar.gz.enc");
    const backupKey = randomBytes(32).toString("base64");
    const smtp = await countingSmtpServer();
    const controlSmtp = await countingSmtpServer();
    const redis = await countingRedisPort();
    const running: RunningServer[] = [];
    try {
      // The backed-up install: six customers' e-mails queued for an SMTP server that was down at backup time.
      const original = await startRealServer({ dataDir });
      running.push(original);
      const waiting = await original.database.db
        .insert(mailOutbox)
        .values(
          Array.from({ length: 6 }, (_, i) => ({
            to: `customer${i}@example.com`,
            from: "Bosphorus Translate <no-reply@bosphorustranslate.com>",
            subject: "Your translation is ready",
            text: "Your certified translation is ready to download.",
            status: "queued",
            transport: "smtp",
            nextAttemptAt: new Date(Date.now() - 5 * 60_000),
          })),
        )
        .returning({ id: mailOutbox.id });
      const waitingIds = waiting.map((row) => row.id);
      expect(await requestBackup(dataDir, archive, sealingFromSources({ key: backupKey }, dataDir))).not.toBeNull();
      await original.stop();
      running.pop();

      // The drill: restored with --drill, started with the production SMTP_URL and REDIS_URL still in its environment.
      const drillDir = path.join(scratch, "drill");
      const restored = await runRestore([archive, "--drill"], { DATA_DIR: drillDir, BACKUP_KEY: backupKey });
      expect(restored.output).toContain("Drill:");
      expect(restored.code).toBe(0);
      expect(fs.existsSync(path.join(drillDir, RESTORE_DRILL_MARKER))).toBe(true);
      fs.copyFileSync(path.join(dataDir, KEY_FILE_NAME), path.join(drillDir, KEY_FILE_NAME));
      const drill = await startRealServer({ dataDir: drillDir, env: { SMTP_URL: smtp.url, REDIS_URL: redis.url } });
      running.push(drill);
      const siteInfo = await (await fetch(`${drill.url}/api/site-info`)).json();
      expect(siteInfo).toMatchObject({ restoreDrill: true, paymentsMode: "test" });
      // The sweep that requeues overdue e-mails (every minute) runs now, and a new customer signs up on the copy.
      await drill.queue.send("mail.sweep", {});
      const newcomer = newCustomerFields();
      await signUpVerified(drill, httpClient(drill.url), newcomer);
      const [code] = await drill.mailer.listOutbox({ to: newcomer.email, limit: 1 });
      expect(code?.status).toBe("outbox");

      // The same archive restored for real, with its own SMTP server: the sweep delivers the six e-mails. By the time it
      // has, the drill's queue has had the same chance.
      const realDir = path.join(scratch, "real");
      expect((await runRestore([archive], { DATA_DIR: realDir, BACKUP_KEY: backupKey })).code).toBe(0);
      expect(fs.existsSync(path.join(realDir, RESTORE_DRILL_MARKER))).toBe(false);
      fs.copyFileSync(path.join(dataDir, KEY_FILE_NAME), path.join(realDir, KEY_FILE_NAME));
      const real = await startRealServer({ dataDir: realDir, env: { SMTP_URL: controlSmtp.url } });
      running.push(real);
      expect((await (await fetch(`${real.url}/api/site-info`)).json()).restoreDrill).toBeUndefined();
      await real.queue.send("mail.sweep", {});
      await waitFor(() => controlSmtp.received.length >= 6, "the real restore to deliver the queued e-mails");
      expect(controlSmtp.received.sort()).toEqual(Array.from({ length: 6 }, (_, i) => `customer${i}@example.com`));
      await drill.queue.send("mail.sweep", {});
      await waitFor(
        async () => (await queuedStatuses(real, waitingIds)).every((status) => status === "sent"),
        "the real restore to record the deliveries",
      );

      expect(smtp.received).toEqual([]);
      expect(await queuedStatuses(drill, waitingIds)).toEqual(Array(6).fill("queued"));
      expect(redis.connections()).toBe(0);

      // Removing the marker ends the drill: the next start is the real thing.
      await drill.stop();
      running.splice(running.indexOf(drill), 1);
      fs.rmSync(path.join(drillDir, RESTORE_DRILL_MARKER));
      const after = await startRealServer({ dataDir: drillDir, env: { SMTP_URL: smtp.url } });
      running.push(after);
      expect((await (await fetch(`${after.url}/api/site-info`)).json()).restoreDrill).toBeUndefined();
    } finally {
      for (const server of running.reverse()) await server.stop().catch(() => undefined);
      await Promise.all([smtp.close(), controlSmtp.close(), redis.close()]);
      for (const dir of [dataDir, scratch]) fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
