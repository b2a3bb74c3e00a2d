import fs from "node:fs";
import { SERVER_LOG } from "./global-setup";

export type LoggedEmail = { id: number; to: string; subject: string; text: string };

// The block the local outbox prints (src/server/mail/create-mailer.ts): a rule, "E-mail #N kept in the outbox",
// To:, Subject:, a blank line, the text, a rule.
const BLOCK = /E-mail #(\d+) kept in the outbox[^\n]*\nTo:\s+(.+)\nSubject:\s+(.+)\n\n([\s\S]*?)\n─{20,}/g;

export function readEmails(): LoggedEmail[] {
  const log = fs.existsSync(SERVER_LOG) ? fs.readFileSync(SERVER_LOG, "utf8") : "";
  return [...log.matchAll(BLOCK)].map((m) => ({
    id: Number(m[1]),
    to: m[2]!.trim(),
    subject: m[3]!.trim(),
    text: m[4]!,
  }));
}

/** The id of the newest e-mail so far: pass it as `after` to wait for the next one. */
export function lastEmailId(): number {
  return readEmails().at(-1)?.id ?? 0;
}

/** Waits for an e-mail to `to` (newer than `after`) whose subject matches. */
export async function waitForEmail(options: {
  to: string;
  subject?: RegExp;
  after?: number;
  timeoutMs?: number;
}): Promise<LoggedEmail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  while (Date.now() < deadline) {
    const found = readEmails()
      .filter((e) => e.id > (options.after ?? 0) && e.to.toLowerCase() === options.to.toLowerCase())
      .filter((e) => !options.subject || options.subject.test(e.subject))
      .at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${options.to} matching ${options.subject ?? "any subject"} within the timeout`);
}
