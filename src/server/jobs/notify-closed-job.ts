import type { Executor } from "../db/client";
import type { Mailer } from "../mail/mailer";
import type { ClosedJob } from "./close-active-job";
import { jobCancelledEmail } from "./job-emails";

/** In the transaction that closed the job: the translator's notice, to dispatch after the commit. */
export async function queueClosedJobNotice(tx: Executor, mailer: Mailer, closed: ClosedJob | null): Promise<number[]> {
  if (!closed) return [];
  return [
    await mailer.queue(
      tx,
      jobCancelledEmail({ to: closed.translatorEmail, translatorName: closed.translatorName, orderId: closed.orderId }),
    ),
  ];
}
