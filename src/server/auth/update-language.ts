import { eq } from "drizzle-orm";
import type { Language } from "../../shared/i18n/languages";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import { invalidateUserSessions, type SessionUser } from "./sessions";

/** Keeps the customer's language on the account: their screens after sign-in and their e-mails use it. */
export async function updateLanguage({
  db,
  userId,
  language,
}: {
  db: Database;
  userId: number;
  language: Language;
}): Promise<SessionUser> {
  const [user] = await db
    .update(users)
    .set({ language, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  // Cached sessions carry the user row: the next request must see the new language.
  invalidateUserSessions(userId);
  return user!;
}
