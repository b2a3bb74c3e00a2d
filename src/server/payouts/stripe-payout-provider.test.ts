import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { PayoutRefusedError } from "./payout-provider";
import { createStripePayoutProvider } from "./stripe-payout-provider";
import { TEST_TRANSFER_FAILURE_CENTS, createTestPayoutProvider } from "./test-payout-provider";

type Sent = { url: string; method: string; headers: Record<string, string>; body: URLSearchParams };

/** Stripe's own client with its HTTP answered here: what a transfer request sends, and Stripe's answer to it. */
function stripeAnswering(status: number, body: object) {
  const sent: Sent[] = [];
  const fetchFn = (async (url: string | URL, init?: RequestInit) => {
    sent.push({
      url: String(url),
      method: init?.method ?? "GET",
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: new URLSearchParams(String(init?.body ?? "")),
    });
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", "request-id": "req_1" },
    });
  }) as typeof fetch;
  const client = new Stripe("sk_test_unit", {
    httpClient: Stripe.createFetchHttpClient(fetchFn),
    maxNetworkRetries: 0,
  });
  return { provider: createStripePayoutProvider({ secretKey: "sk_test_unit", client }), sent };
}

const input = {
  amountCents: 15_320,
  currency: "usd" as const,
  destination: "acct_1Translator",
  statementId: 7,
  description: "Translator statement #7, May 2026",
  idempotencyKey: "payout-statement-7",
};

describe("createStripePayoutProvider().transfer", () => {
  it("sends a Connect transfer to the translator's account with the statement's idempotency key", async () => {
    const { provider, sent } = stripeAnswering(200, {
      id: "tr_123",
      object: "transfer",
      amount: 15_320,
      currency: "usd",
      destination: "acct_1Translator",
    });
    await expect(provider.transfer(input)).resolves.toEqual({ id: "tr_123" });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("https://api.stripe.com/v1/transfers");
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.headers["idempotency-key"]).toBe("payout-statement-7");
    expect(Object.fromEntries(sent[0]!.body)).toMatchObject({
      amount: "15320",
      currency: "usd",
      destination: "acct_1Translator",
      transfer_group: "statement-7",
      "metadata[statementId]": "7",
    });
  });

  it("turns Stripe's refusal into a PayoutRefusedError with Stripe's words, and needs an account", async () => {
    const { provider } = stripeAnswering(400, {
      error: {
        type: "invalid_request_error",
        code: "balance_insufficient",
        message: "Insufficient funds in Stripe account.",
      },
    });
    const refused = provider.transfer(input);
    await expect(refused).rejects.toBeInstanceOf(PayoutRefusedError);
    await expect(refused).rejects.toThrow("Insufficient funds in Stripe account.");
    await expect(provider.transfer({ ...input, destination: null })).rejects.toThrow(
      "No connected account to transfer to",
    );
  });
});

describe("createTestPayoutProvider().transfer", () => {
  it("answers the same transfer for the same key, a new one for another, and refuses cents ending in 13", async () => {
    const provider = createTestPayoutProvider();
    const first = await provider.transfer({ ...input, destination: null });
    expect(first.id).toMatch(/^tr_test_[0-9a-f]{24}$/);
    expect(await provider.transfer({ ...input, destination: null })).toEqual(first);
    expect((await provider.transfer({ ...input, idempotencyKey: "payout-statement-8" })).id).not.toBe(first.id);
    await expect(
      provider.transfer({ ...input, amountCents: 4000 + TEST_TRANSFER_FAILURE_CENTS }),
    ).rejects.toBeInstanceOf(PayoutRefusedError);
  });
});
