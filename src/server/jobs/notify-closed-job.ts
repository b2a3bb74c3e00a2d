import type { FastifyBaseLogger } from "fastify";
import type { Mailer } from "../mail/mailer";
import type { ClosedJob } from "./close-active-job";
import { jobCancelledEmail } from "./job-emails";

/** After the commit: tells the translator their job was closed. The cancellation stands whatever happens to the e-mail. */
export async function notifyClosedJob(mailer: Mailer, closed: ClosedJob | null, log?: FastifyBaseLogger): Promise<void> {
  if (!closed) return;
  try {
    await mailer.send(jobCancelledEmail({ to: closed.translatorEmail, translatorName: closed.translatorName, orderId: closed.orderId }));
  } catch (error) {
    log?.error({ err: error, jobId: closed.jobId }, "could not e-mail the translator about the cancelled job");
  }
}
