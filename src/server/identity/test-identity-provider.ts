import { randomBytes } from "node:crypto";
import { notFound, english } from "../http/app-error";
import { memoryRecordStore, type RecordStore } from "../shared-state/test-provider-records";
import { InvalidIdentityWebhookError, type IdentityEvent, type IdentityProvider } from "./identity-provider";
import { sameSecret } from "../security/one-time-codes";

export type TestIdentityProvider = IdentityProvider & {
  readonly kind: "test";
  /** What the applicant's simulated check in the browser ends with, answered with the event Stripe would send. */
  complete(input: { clientSecret: string; outcome: "verified" | "failed" }): Promise<IdentityEvent>;
};

type StoredSession = { id: string; clientSecret: string; translatorId: number };

const random = (bytes: number) => randomBytes(bytes).toString("hex");

/**
 * Stripe Identity's flow without Stripe: sessions `vs_test_…` with client secrets `<id>_secret_…`, kept in the
 * database by the server (`records`: a restart or another instance loses none). No document is ever uploaded.
 */
export function createTestIdentityProvider(records: RecordStore = memoryRecordStore()): TestIdentityProvider {
  return {
    kind: "test",

    async createSession({ translatorId }) {
      const id = `vs_test_${random(12)}`;
      const session = { id, clientSecret: `${id}_secret_${random(16)}`, translatorId };
      await records.putIfAbsent("identity_session", id, session);
      return { id, clientSecret: session.clientSecret };
    },

    async parseWebhook() {
      throw new InvalidIdentityWebhookError("The test identity provider does not receive webhooks");
    },

    async complete({ clientSecret, outcome }) {
      const session = await records.get<StoredSession>("identity_session", clientSecret.split("_secret_")[0]);
      if (!session || !sameSecret(session.clientSecret, clientSecret))
        throw notFound(english("Verification session not found"));
      const type = outcome === "verified" ? "verified" : "requires_input";
      return {
        id: `evt_test_${random(12)}`,
        type,
        providerType: `identity.verification_session.${type}`,
        sessionId: session.id,
        translatorId: session.translatorId,
      };
    },
  };
}

export function isTestIdentityProvider(provider: IdentityProvider): provider is TestIdentityProvider {
  return provider.kind === "test" && "complete" in provider;
}
