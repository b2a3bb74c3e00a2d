import type { ErrorCode } from "../../shared/error-codes";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import fp from "fastify-plugin";
import { tooManyRequests, english, type Refusal } from "../http/app-error";
import { hashSecret } from "./one-time-codes";
import type { RateLimitName, RateLimitsConfig } from "./rate-limit-config";
import { memoryRateLimitStore, type RateLimiter, type RateLimitStore } from "./rate-limiter";

declare module "fastify" {
  interface FastifyRequest {
    /** Counted hits to take back if the answer turns out a success (rules that count failures only). */
    rateLimitRefunds: Array<() => Promise<void>> | null;
  }
}

type Rule = {
  limit: RateLimitName;
  /** "every" request counts, or only "failures" (answers of 400 and above). */
  counts: "every" | "failures";
  /** `trustedDevice`: the nonce of a valid device cookie for the account being signed in to, for rules that ask for it. */
  key: (request: FastifyRequest, trustedDevice: string | null) => string;
  /** Looks the device cookie up (a query), for the sign-in routes. */
  trustsDevices?: true;
  message: (wait: string) => string;
  /** The codes of the refusal (src/shared/error-codes.ts) by the unit of the wait; without, the English text's own code if it has one. */
  codes?: WaitCodes;
};

const byAddress = (request: FastifyRequest) => request.ip;
/** The address plus the username typed in, so one account's guesses are limited without locking its owner out elsewhere. */
const byAccount = (request: FastifyRequest) => {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return `${request.ip}|${typeof username === "string" ? username.trim().toLowerCase().slice(0, 200) : ""}`;
};

/**
 * A browser that signed in to the account before counts on its own (docs/security.md, "Device cookies"), so
 * guesses sent from its address do not refuse its owner.
 */
const orByDevice =
  (key: (request: FastifyRequest) => string) =>
  (request: FastifyRequest, trustedDevice: string | null): string =>
    trustedDevice ? `device:${trustedDevice}` : key(request);

type WaitCodes = { seconds: ErrorCode; minutes: ErrorCode };
const LOGIN_CODES: WaitCodes = { seconds: "RATE_LIMITED_LOGIN_SECONDS", minutes: "RATE_LIMITED_LOGIN_MINUTES" };
const RESET_CODES: WaitCodes = { seconds: "RATE_LIMITED_RESET_SECONDS", minutes: "RATE_LIMITED_RESET_MINUTES" };
const ACCOUNT_CODES: WaitCodes = { seconds: "RATE_LIMITED_ACCOUNT_SECONDS", minutes: "RATE_LIMITED_ACCOUNT_MINUTES" };

const login: Rule[] = [
  {
    limit: "loginPerAddress",
    counts: "every",
    key: orByDevice(byAddress),
    trustsDevices: true,
    message: (wait) => `Too many login attempts. Please try again in ${wait}.`,
    codes: LOGIN_CODES,
  },
  {
    limit: "loginPerAccount",
    counts: "failures",
    key: orByDevice(byAccount),
    trustsDevices: true,
    message: (wait) => `Too many login attempts. Please try again in ${wait}.`,
    codes: LOGIN_CODES,
  },
];
const codeEntry: Rule[] = [
  {
    limit: "codeEntryPerAddress",
    counts: "failures",
    key: byAddress,
    message: (wait) => `Too many verification attempts. Please try again in ${wait}.`,
  },
];
const codeResend: Rule[] = [
  {
    limit: "codeResendPerAddress",
    counts: "every",
    key: byAddress,
    message: (wait) => `Too many requests for a new code. Please try again in ${wait}.`,
  },
];
/** A reset link's own counter, by its token's hash (the token itself is never kept as a key). */
const byResetToken = (request: FastifyRequest) => {
  const token = (request.body as { token?: unknown } | undefined)?.token;
  return `token:${hashSecret(typeof token === "string" ? token.slice(0, 200) : "")}`;
};
/** The signed-in account (the route requires one), else the address. */
const bySessionAccount = (request: FastifyRequest) =>
  request.session ? `user:${request.session.user.id}` : request.ip;
const resetLink: Rule[] = [
  {
    limit: "resetLinkPerToken",
    counts: "failures",
    key: byResetToken,
    message: (wait) => `Too many verification attempts. Please try again in ${wait}.`,
  },
  {
    limit: "resetLinkPerAddress",
    counts: "failures",
    key: byAddress,
    message: (wait) => `Too many verification attempts. Please try again in ${wait}.`,
  },
];
const accountDeletion: Rule[] = [
  {
    limit: "accountDeletionPerAccount",
    counts: "failures",
    key: bySessionAccount,
    message: (wait) => `Too many verification attempts. Please try again in ${wait}.`,
  },
];
const perAddress = (limit: RateLimitName, what: string, codes?: WaitCodes): Rule[] => [
  {
    limit,
    counts: "every",
    key: byAddress,
    message: (wait) => `Too many ${what} from this network. Please try again in ${wait}.`,
    codes,
  },
];

/** Which limits each route counts against. Routes sharing a limit share its counters (both login forms, both code forms). */
export const RATE_LIMITED_ROUTES: Record<string, Rule[]> = {
  "POST /api/login": login,
  "POST /api/admin/login": login,
  "POST /api/admin/verify": codeEntry,
  "POST /api/verify-translator-email-code": codeEntry,
  "POST /api/admin/resend-verification": codeResend,
  "POST /api/resend-translator-verification": codeResend,
  "POST /api/register": perAddress("registrationPerAddress", "sign-ups"),
  "POST /api/translator-application": perAddress("translatorApplicationPerAddress", "applications"),
  "POST /api/contact": perAddress("contactPerAddress", "messages"),
  "POST /api/launch-notifications": perAddress("launchNotificationPerAddress", "sign-ups"),
  "POST /api/quote": perAddress("quotePerAddress", "quotes"),
  // Anonymous uploads into order drafts: a visitor's twenty files pass, a script filling storage does not.
  "POST /api/order-draft/files": perAddress("draftUploadPerAddress", "uploads"),
  "GET /api/verify/:code": perAddress("certificateLookupPerAddress", "certificate lookups"),
  "POST /api/forgot-password": perAddress("passwordResetPerAddress", "password reset requests", RESET_CODES),
  // Each its own budget (issue 37): bogus reset links from an address once also refused that address's admin code
  // step and account deletion. A link counts by its token; 256-bit tokens cannot be guessed, the address limit only stops floods.
  "POST /api/reset-password": resetLink,
  // A stolen session cannot guess the password through "Delete my account" either: wrong ones count per account.
  "POST /api/user/delete": accountDeletion,
};

/**
 * The refusal for a wait: its code with the count, in the unit formatWait uses. A wait of one (singular English)
 * answers the English text, whose own code (e.g. RATE_LIMITED_RESET_ONE_MINUTE) the list may know.
 */
function waitRefusal(text: string, seconds: number, codes?: WaitCodes): Refusal {
  const minutes = Math.ceil(seconds / 60);
  if (!codes || seconds === 1 || (seconds >= 60 && minutes === 1)) return english(text, "RATE_LIMITED");
  const refusal =
    seconds < 60
      ? { code: codes.seconds, params: { count: String(seconds) } }
      : { code: codes.minutes, params: { count: String(minutes) } };
  return refusal;
}

export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/**
 * Attaches the limits above to their routes as they are registered (register this plugin before the routes).
 * A refused request answers 429 `{ message, code: "RATE_LIMITED", retryAfter }` with a Retry-After header.
 */
type RateLimitsOptions = {
  limits: RateLimitsConfig;
  store?: RateLimitStore;
  /** The nonce of the request's device cookie when it is valid for the account named in the body (auth/trusted-devices.ts). */
  trustedDevice?: (request: FastifyRequest) => Promise<string | null>;
};

export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, { limits, store = memoryRateLimitStore, trustedDevice }: RateLimitsOptions) => {
    if (!limits.enabled) return;
    const limiters = new Map<RateLimitName, RateLimiter>();
    const limiterFor = (name: RateLimitName) =>
      limiters.get(name) ?? limiters.set(name, store(name, limits[name])).get(name)!;

    function guard(rules: Rule[]): preHandlerHookHandler {
      return async (request, reply) => {
        const device = trustedDevice && rules.some((rule) => rule.trustsDevices) ? await trustedDevice(request) : null;
        for (const rule of rules) {
          const limiter = limiterFor(rule.limit);
          const key = rule.key(request, device);
          const { allowed, retryAfterSeconds } = await limiter.hit(key);
          if (!allowed) {
            reply.header("retry-after", String(retryAfterSeconds));
            throw tooManyRequests(
              waitRefusal(rule.message(formatWait(retryAfterSeconds)), retryAfterSeconds, rule.codes),
              { retryAfter: retryAfterSeconds },
            );
          }
          if (rule.counts === "failures") (request.rateLimitRefunds ??= []).push(() => limiter.refund(key));
        }
      };
    }

    app.decorateRequest("rateLimitRefunds", null);
    app.addHook("onResponse", (request, reply, done) => {
      if (!request.rateLimitRefunds || reply.statusCode >= 400) return done();
      const refunds = request.rateLimitRefunds.map((refund) =>
        refund().catch((error: unknown) => request.log.warn({ err: error }, "rate limit refund failed")),
      );
      void Promise.all(refunds).then(() => done());
    });
    app.addHook("onRoute", (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const rules = methods.map((method) => RATE_LIMITED_ROUTES[`${method} ${route.url}`]).find(Boolean);
      if (!rules) return;
      // First, so a flood is refused before sessions are checked or bodies are handled.
      const existing = route.preHandler
        ? Array.isArray(route.preHandler)
          ? route.preHandler
          : [route.preHandler]
        : [];
      route.preHandler = [guard(rules), ...existing];
    });
  },
);

/** Never refused: signing out must work for an account that hit its limit. */
const USER_LIMIT_EXEMPT = new Set(["POST /api/logout"]);

/**
 * Per-account limits on every signed-in API request (readsPerUser, writesPerUser). Register after the session
 * plugin: the account is known only once the session is resolved. Same 429 answer and Retry-After as above.
 */
export const userRateLimitsPlugin = fp(
  async (
    app: FastifyInstance,
    { limits, store = memoryRateLimitStore }: { limits: RateLimitsConfig; store?: RateLimitStore },
  ) => {
    if (!limits.enabled) return;
    const reads = store("readsPerUser", limits.readsPerUser);
    const writes = store("writesPerUser", limits.writesPerUser);
    const limitAccount = async (userId: number, method: string, reply: FastifyReply) => {
      const limiter = method === "GET" || method === "HEAD" ? reads : writes;
      const { allowed, retryAfterSeconds } = await limiter.hit(String(userId));
      if (allowed) return;
      reply.header("retry-after", String(retryAfterSeconds));
      const text = `Too many requests from your account. Please try again in ${formatWait(retryAfterSeconds)}.`;
      throw tooManyRequests(waitRefusal(text, retryAfterSeconds, ACCOUNT_CODES), { retryAfter: retryAfterSeconds });
    };
    // Callback style: signed-out requests pass without a promise.
    app.addHook("preHandler", (request, reply, done) => {
      const user = request.session?.user;
      if (!user || USER_LIMIT_EXEMPT.has(`${request.method} ${request.routeOptions.url}`)) return done();
      limitAccount(user.id, request.method, reply).then(() => done(), done);
    });
  },
);
