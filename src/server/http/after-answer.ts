import type { FastifyBaseLogger, FastifyReply } from "fastify";

/** Work started by routes after their answer went out, until it ends (awaited at close, and by tests). */
const pending = new Set<Promise<void>>();

/**
 * Runs `work` once `reply` has been sent, so how long the work takes never shows in the answer's timing (a request
 * whose answer must not tell what it found: docs/security.md, "Forgotten password"). A failure is logged: the
 * caller has its answer already.
 */
export function runAfterAnswer(reply: FastifyReply, log: FastifyBaseLogger, work: () => Promise<void>): void {
  const sent = new Promise<void>((resolve) => reply.then(resolve, () => resolve()));
  const run = sent.then(work).catch((error: unknown) => log.error({ err: error }, "work after the answer failed"));
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Resolves when every piece of work started so far has ended (server close; tests before reading the outbox). */
export async function settleWorkAfterAnswers(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
