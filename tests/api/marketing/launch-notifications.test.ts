import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchSubscribers } from "../../../src/server/db/schema/marketing";
import { createTestApp, type TestApp } from "../../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/launch-notifications", payload: payload as object });

describe("POST /api/launch-notifications", () => {
  it("stores a new address, confirms by e-mail and answers 201", async () => {
    const response = await post({ email: "  Launch.Fan@Example.com " });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Thanks! We'll e-mail you as soon as we launch." });

    const rows = await t.db
      .select()
      .from(launchSubscribers)
      .where(eq(launchSubscribers.email, "launch.fan@example.com"));
    expect(rows).toHaveLength(1);
    const mails = await t.mailer.listOutbox({ to: "launch.fan@example.com" });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("You're on the list - Bosphorus Translate");
  });

  it("answers 200 for an address already on the list, without a second row or e-mail", async () => {
    const response = await post({ email: "LAUNCH.FAN@example.com" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "You're already on the list. We'll e-mail you as soon as we launch." });
    expect(await t.db.select().from(launchSubscribers)).toHaveLength(1);
    expect(await t.mailer.listOutbox({ to: "launch.fan@example.com" })).toHaveLength(1);
  });

  it.each([[{ email: "" }], [{ email: "not-an-email" }], [{ email: 42 }], [{}]])(
    "rejects %j with 400",
    async (payload) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: "Please enter a valid email address", field: "email" });
      expect(await t.db.select().from(launchSubscribers)).toHaveLength(1);
    },
  );
});
