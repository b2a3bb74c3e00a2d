import type { FastifyPluginAsync } from "fastify";
import { loginSchema, publicUserSchema, registerSchema } from "../../shared/schemas/auth";
import { messageAnswerSchema } from "../../shared/schemas/message";
import type { AppDeps } from "../app-deps";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { issueEmailVerification } from "./issue-email-verification";
import { toPublicUser } from "./public-user";
import { viewerOf } from "./viewer";
import { signUpAttemptNotice } from "./account-emails";
import { signUp } from "./register-user";
import { standInNewCustomer } from "./sign-up-answer";
import { clearSessionCookie } from "./session-cookie";
import { deleteSession } from "./sessions";
import { signIn } from "./sign-in";
import { startSession } from "./start-session";

export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config, mailer }) => {
  const cookiePolicy = { secure: config.cookieSecure };

  app.post("/api/register", { schema: answers(201, publicUserSchema) }, async (request, reply) => {
    // acceptTerms is required: the account records the consent's time and the policy's version (register-user.ts).
    const input = parseInput(registerSchema, request.body);
    const outcome = await signUp(db, input);
    if (outcome.kind === "emailHeld") {
      // Answered like a new sign-up, so the form never tells whether an address is registered; the address's owner
      // is told instead. No session: the visitor has not proven they own the account (docs/security.md).
      const { holder } = outcome;
      await mailer.send(
        signUpAttemptNotice({ ...holder, emailVerified: holder.emailVerifiedAt !== null }, config.publicUrl),
      );
      return reply.status(201).send(await standInNewCustomer(db, { ...input, username: outcome.username }));
    }
    const { user } = outcome;
    // The new customer proves the address (link or code) before ordering (docs/security.md).
    await mailer.send(
      await issueEmailVerification(db, {
        userId: user.id,
        email: user.email,
        publicUrl: config.publicUrl,
        language: user.language,
      }),
    );
    await startSession(request, reply, { db, cookiePolicy, userId: user.id, verificationRequired: false });
    return reply.status(201).send(toPublicUser(user));
  });

  app.post("/api/login", { schema: answers(200, publicUserSchema) }, async (request, reply) => {
    const credentials = parseInput(loginSchema, request.body);
    // An admin signing in here still owes the e-mailed code before any admin call works (no code is sent from here).
    const { user, verificationRequired } = await signIn({
      db,
      mailer,
      request,
      reply,
      cookiePolicy,
      credentials,
      portal: "customer",
    });
    return toPublicUser(user, { verificationRequired });
  });

  app.post("/api/logout", { schema: answers(200, messageAnswerSchema) }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    clearSessionCookie(reply);
    return { message: "Logged out successfully" };
  });

  app.get("/api/user", { schema: answers(200, publicUserSchema) }, async (request) => {
    const viewer = viewerOf(request);
    return toPublicUser(viewer.user, { verificationRequired: viewer.verificationRequired });
  });
};
