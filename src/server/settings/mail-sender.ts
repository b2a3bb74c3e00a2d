import type { Executor } from "../db/client";
import { readSetting } from "./read-settings";

/**
 * The From header built from the Email settings (email_sender_name, email_sender_address), or undefined
 * when the address is blank so the mailer falls back to MAIL_FROM.
 */
export async function readMailSender(db: Executor): Promise<string | undefined> {
  const [name, address] = await Promise.all([
    readSetting(db, "email_sender_name"),
    readSetting(db, "email_sender_address"),
  ]);
  if (!address.trim()) return undefined;
  const displayName = name.trim().replace(/["\\\r\n]/g, "");
  return displayName ? `"${displayName}" <${address.trim()}>` : address.trim();
}
