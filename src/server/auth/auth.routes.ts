import type { FastifyPluginAsync } from "fastify";
import { loginSchema, registerSchema } from "../../shared/schemas/auth";
import type { AppDeps } from "../app-deps";
import { parseInput } from "../http/parse";
import { readSwitch } from "../settings/read-settings";
import { authenticateUser } from "./authenticate-user";
import { issueEmailVerification } from "./issue-email-verification";
import { requireUser } from "./guards";
import { toPublicUser } from "./public-user";
import { viewerOf } from "./viewer";
import { registerUser } from "./register-user";
import { clearSessionCookie, setSessionCookie } from "./session-cookie";
import { createSession, deleteSession } from "./sessions";

export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config, mailer }) => {
  const cookiePolicy = { secure: config.cookieSecure };

  /** Starts a fresh session (rotating away any old one) and sets the cookie. */
  async function startSession(request: Parameters<typeof requireUser>[0], reply: Parameters<typeof requireUser>[1], userId: number, verificationRequired: boolean) {
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    const { token, expiresAt } = await createSession(db, {
      userId,
      verificationRequired,
      userAgent: request.headers["user-agent"],
      ipAddress: request.ip,
    });
    setSessionCookie(request, reply, token, expiresAt, cookiePolicy);
  }

  app.post("/api/register", async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    const user = await registerUser(db, input);
    // The new customer proves the address (link or code) before anything tied to it is handed over.
    await mailer.send(await issueEmailVerification(db, { userId: user.id, email: user.email, publicUrl: config.publicUrl, language: user.language }));
    await startSession(request, reply, user.id, false);
    return reply.status(201).send(toPublicUser(user));
  });

  app.post("/api/login", async (request, reply) => {
    const credentials = parseInput(loginSchema, request.body);
    const user = await authenticateUser(db, credentials);
    // An admin signing in here still owes the e-mailed code before any admin call works.
    const verificationRequired = user.role === "admin" && (await readSwitch(db, "admin_two_step_verification"));
    await startSession(request, reply, user.id, verificationRequired);
    return toPublicUser(user, { verificationRequired });
  });

  app.post("/api/logout", async (request, reply) => {
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    clearSessionCookie(reply);
    return { message: "Logged out successfully" };
  });

  app.get("/api/user", async (request) => {
    const viewer = viewerOf(request);
    return toPublicUser(viewer.user, { verificationRequired: viewer.verificationRequired });
  });
};
