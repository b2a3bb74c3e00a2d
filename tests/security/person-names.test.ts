import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../src/server/db/schema/marketing";
import { users } from "../../src/server/db/schema/users";
import trErrors from "../../src/shared/i18n/catalogs/tr/errors";
import { PERSON_NAME_MESSAGES } from "../../src/shared/person-name";
import type { NameSpellingsDto } from "../../src/shared/schemas/order-messages";
import { verifiedAdminCookie } from "../api/admin/admin-session";
import { approvedTranslator, type SignedInTranslator } from "../api/jobs/fixtures";
import { applicationFields, postApplication } from "../api/translators/support";
import { createOrderFor, SHIPPING_ADDRESS } from "../support/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

// Issue 37, item 8: a name that reads differently from what is stored (bidi controls, zero-width characters, a
// Cyrillic look-alike letter) would be printed on a certificate as something the customer never typed. Every
// person-name field refuses them with the same coded message (shared/person-name.ts) and stores the NFC form.

const ISSUE_NAMES = {
  "SUKRU \u202EKISI": { code: "NAME_INVISIBLE_CHARACTER", message: PERSON_NAME_MESSAGES.formatCharacter },
  "AY\u200BSE\u200D": { code: "NAME_INVISIBLE_CHARACTER", message: PERSON_NAME_MESSAGES.formatCharacter },
  "\u2067MEHMET\u2069": { code: "NAME_INVISIBLE_CHARACTER", message: PERSON_NAME_MESSAGES.formatCharacter },
  "\u0410HMET": { code: "NAME_MIXED_SCRIPTS", message: PERSON_NAME_MESSAGES.mixedScripts },
} as const;
const BAD_NAMES = Object.entries(ISSUE_NAMES);

let t: TestApp;
let admin: string;
let customer: Awaited<ReturnType<TestApp["registerCustomer"]>>;
let translator: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  customer = await t.registerCustomer({ firstName: "Ayşe", lastName: "Yılmaz" });
  translator = await approvedTranslator(t, admin, { fullName: "Deniz Aydın" });
}, 120_000);
afterAll(async () => t.close());

function expectRefused(
  response: { statusCode: number; json(): unknown },
  expected: { code: string; message: string },
  label: string,
) {
  expect(response.statusCode, label).toBe(400);
  expect(response.json(), label).toMatchObject({ code: expected.code, message: expected.message });
}

describe("person names refuse format characters and mixed scripts", () => {
  it("at sign-up, on the profile and in the admin's Edit User; nothing is stored", async () => {
    for (const [name, expected] of BAD_NAMES) {
      const username = `names${Math.floor(Math.random() * 1e9)}`;
      const signUp = await t.app.inject({
        method: "POST",
        url: "/api/register",
        payload: {
          username,
          email: `${username}@example.com`,
          password: "a-good-pass-9",
          firstName: "Ali",
          lastName: name,
          acceptTerms: true,
        },
      });
      expectRefused(signUp, expected, `sign-up ${JSON.stringify(name)}`);
      expect(await t.db.select().from(users).where(eq(users.username, username))).toEqual([]);

      const profile = await t.app.inject({
        method: "PATCH",
        url: "/api/user",
        headers: { cookie: customer.cookie },
        payload: { firstName: name, lastName: "Yılmaz", email: customer.user.email },
      });
      expectRefused(profile, expected, `profile ${JSON.stringify(name)}`);

      const edit = await t.app.inject({
        method: "PATCH",
        url: `/api/admin/users/${customer.user.id}`,
        headers: { cookie: admin },
        payload: { firstName: name },
      });
      expectRefused(edit, expected, `edit user ${JSON.stringify(name)}`);
    }
    const [row] = await t.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, customer.user.id));
    expect(row).toEqual({ firstName: "Ayşe", lastName: "Yılmaz" });
  });

  it("in the names as in the passport, on a new order and changed later, and for the parcel's recipient", async () => {
    const order = await createOrderFor(t, customer.cookie, {
      nameSpellings: [{ inDocument: "Şükrü Işık", inPassport: "SUKRU ISIK" }],
    });
    for (const [name, expected] of BAD_NAMES) {
      const withOrder = await t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { cookie: customer.cookie },
        payload: {
          serviceType: "certified",
          translationDirection: "tr-en",
          wordCount: 500,
          nameSpellings: [{ inDocument: "Şükrü Işık", inPassport: name }],
        },
      });
      expectRefused(withOrder, expected, `new order ${JSON.stringify(name)}`);
      const later = await t.app.inject({
        method: "PUT",
        url: `/api/orders/${order.id}/name-spellings`,
        headers: { cookie: customer.cookie },
        payload: { nameSpellings: [{ inDocument: name, inPassport: "SUKRU ISIK" }] },
      });
      expectRefused(later, expected, `name spellings ${JSON.stringify(name)}`);
      const shipped = await t.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { cookie: customer.cookie },
        payload: {
          serviceType: "certified",
          translationDirection: "tr-en",
          wordCount: 500,
          isPhysicalDelivery: true,
          shippingAddress: { ...SHIPPING_ADDRESS, fullName: name },
        },
      });
      expectRefused(shipped, expected, `recipient ${JSON.stringify(name)}`);
    }
    // What the translator will read is what the customer typed.
    const names = (
      await t.app.inject({
        method: "GET",
        url: `/api/orders/${order.id}/name-spellings`,
        headers: { cookie: customer.cookie },
      })
    ).json<NameSpellingsDto>();
    expect(names.nameSpellings).toEqual([{ inDocument: "Şükrü Işık", inPassport: "SUKRU ISIK" }]);
  });

  it("in the translator application, the typed signature and the contact form", async () => {
    for (const [name, expected] of BAD_NAMES) {
      expectRefused(
        await postApplication(t, applicationFields({ fullName: name })),
        expected,
        `application ${JSON.stringify(name)}`,
      );
      const signature = await t.app.inject({
        method: "PUT",
        url: "/api/translator/signature/typed",
        headers: { cookie: translator.cookie },
        payload: { name },
      });
      expectRefused(signature, expected, `signature ${JSON.stringify(name)}`);
      const contact = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name, email: "visitor@example.com", subject: "A question", message: "Do you translate diplomas?" },
      });
      expectRefused(contact, expected, `contact ${JSON.stringify(name)}`);
    }
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, "visitor@example.com"))).toEqual(
      [],
    );
  });

  it("answers a code the Turkish screens translate", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user",
      headers: { cookie: customer.cookie },
      payload: { firstName: "\u0410HMET", lastName: "Yılmaz", email: customer.user.email },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "NAME_MIXED_SCRIPTS", field: "firstName" });
    expect(trErrors.NAME_MIXED_SCRIPTS).toContain("alfabe");
  });
});

describe("person names are stored in NFC", () => {
  it("a name typed with combining marks is kept as the composed Turkish letters, and accepted as such everywhere", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: "/api/user",
      headers: { cookie: customer.cookie },
      payload: { firstName: "I\u0307lknur", lastName: "S\u0327en", email: customer.user.email },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, customer.user.id));
    expect(row).toEqual({ firstName: "\u0130lknur", lastName: "\u015Een" });

    const order = await createOrderFor(t, customer.cookie, {
      nameSpellings: [{ inDocument: "S\u0327u\u0308kru\u0308 Is\u0327ık", inPassport: "SUKRU ISIK" }],
    });
    const names = (
      await t.app.inject({
        method: "GET",
        url: `/api/orders/${order.id}/name-spellings`,
        headers: { cookie: customer.cookie },
      })
    ).json<NameSpellingsDto>();
    expect(names.nameSpellings).toEqual([{ inDocument: "Şükrü Işık", inPassport: "SUKRU ISIK" }]);
  });
});
