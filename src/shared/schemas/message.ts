import { z } from "zod";

/** The plain acknowledgement many routes answer: `{ message }` (e.g. POST /api/logout). */
export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;
