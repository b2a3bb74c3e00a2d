import { z } from "zod";

/** The plain acknowledgement many routes answer: `{ message }` (e.g. POST /api/logout). */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** What a webhook answers its sender once the event is handled (POST /api/stripe/webhook, /api/stripe/identity-webhook). */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });
