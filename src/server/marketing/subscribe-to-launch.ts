import {
  LAUNCH_ALREADY_SUBSCRIBED_MESSAGE,
  LAUNCH_SUBSCRIBED_MESSAGE,
  type LaunchNotificationInput,
} from "../../shared/schemas/marketing";
import type { Database } from "../db/client";
import { launchSubscribers } from "../db/schema/marketing";
import type { Mailer } from "../mail/mailer";
import { readSetting } from "../settings/read-settings";

type SubscribeToLaunchOptions = { db: Database; mailer: Mailer; input: LaunchNotificationInput };

/** Adds an e-mail to the launch list once; a repeat is a friendly no-op, not an error. */
export async function subscribeToLaunch({ db, mailer, input }: SubscribeToLaunchOptions) {
  const inserted = await db
    .insert(launchSubscribers)
    .values({ email: input.email })
    .onConflictDoNothing({ target: launchSubscribers.email })
    .returning({ id: launchSubscribers.id });
  if (inserted.length === 0) return { created: false, message: LAUNCH_ALREADY_SUBSCRIBED_MESSAGE };

  const companyName = await readSetting(db, "company_name");
  await mailer.send({
    to: input.email,
    subject: `You're on the list - ${companyName}`,
    text: [
      `Hello,`,
      ``,
      `Thank you for your interest in ${companyName}. We will send you one e-mail when the new site is live, and nothing else.`,
      ``,
      `The ${companyName} team`,
    ].join("\n"),
  });
  return { created: true, message: LAUNCH_SUBSCRIBED_MESSAGE };
}
