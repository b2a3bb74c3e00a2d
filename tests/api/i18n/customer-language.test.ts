import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPayableOrder, payOrder } from "../../support/fixtures";
import { createTestApp, newCustomerFields, sessionCookie, type TestApp } from "../../support/test-app";

// Decision 014 (i18n): the customer's language is kept on the account and their e-mails follow it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function registerIn(language: "en" | "tr") {
  const fields = newCustomerFields();
  const response = await t.app.inject({ method: "POST", url: "/api/register", payload: { ...fields, language } });
  expect(response.statusCode).toBe(201);
  return { user: response.json(), cookie: sessionCookie(response) };
}

describe("the customer's language", () => {
  it("is stored at sign-up and the verification e-mail is written in it", async () => {
    const turkish = await registerIn("tr");
    expect(turkish.user.language).toBe("tr");
    const [verification] = await t.mailer.listOutbox({ to: turkish.user.email });
    expect(verification.subject).toBe("E-posta adresinizi doğrulayın");
    expect(verification.text).toContain("Bağlantı ve kod 24 saat geçerlidir");

    const english = await t.registerCustomer();
    expect(english.user.language).toBe("en");
    const [englishMail] = await t.mailer.listOutbox({ to: english.user.email });
    expect(englishMail.subject).toBe("Verify your e-mail address");
  });

  it("changes with PUT /api/user/language and refuses anything but en or tr", async () => {
    const { cookie } = await t.registerCustomer();
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/user/language",
      headers: { cookie },
      payload: { language: "tr" },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().language).toBe("tr");
    const me = await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } });
    expect(me.json().language).toBe("tr");

    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/user/language",
      headers: { cookie },
      payload: { language: "de" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Choose English or Turkish");
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/user/language", payload: { language: "tr" } })).statusCode,
    ).toBe(401);
  });

  it("sends the payment receipt in Turkish to a Turkish customer, with the amount in US dollars", async () => {
    const { user, cookie } = await registerIn("tr");
    // Ordering needs a verified address: the customer types the e-mailed code.
    const code = (await t.mailer.listOutbox({ to: user.email, limit: 1 }))[0]!.text.match(/\b(\d{6})\b/)![1]!;
    expect(
      (await t.app.inject({ method: "POST", url: "/api/verify-email-code", headers: { cookie }, payload: { code } }))
        .statusCode,
    ).toBe(200);
    const order = await createPayableOrder(t, cookie);
    await payOrder(t, cookie, order.id);
    const receipt = (await t.mailer.listOutbox({ to: user.email })).find((mail) =>
      mail.subject.includes("ödeme makbuzu"),
    );
    expect(receipt?.subject).toBe(`#${order.id} numaralı sipariş için ödeme makbuzu - Bosphorus Translate`);
    expect(receipt?.text).toContain("Ödemeniz için teşekkür ederiz.");
    expect(receipt?.text).toMatch(/Ödenen toplam: \$\d+\.\d{2} USD/);
    // The date in the Turkish form: "24 Kasım 2026".
    expect(receipt?.text).toMatch(
      /Tarih: \d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}/,
    );
  });
});
