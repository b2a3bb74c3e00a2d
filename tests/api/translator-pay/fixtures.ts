import type { TestApp } from "../../support/test-app";
import { get } from "../jobs/fixtures";

// Translator pay's calls (docs/translators.md, "Pay"), as the admin screens and the translator portal make them.

export const sendOffer = (t: TestApp, admin: string, orderId: number, translatorId: number) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderId}/offers`,
    headers: { cookie: admin },
    payload: { translatorId },
  });

export async function sendOfferOrThrow(
  t: TestApp,
  admin: string,
  orderId: number,
  translatorId: number,
): Promise<number> {
  const response = await sendOffer(t, admin, orderId, translatorId);
  if (response.statusCode !== 201) throw new Error(`offer failed ${response.statusCode}: ${response.body}`);
  return response.json<{ openOffer: { id: number } }>().openOffer.id;
}

export const acceptOffer = (t: TestApp, cookie: string, offerId: number) =>
  t.app.inject({ method: "POST", url: `/api/translator/offers/${offerId}/accept`, headers: { cookie }, payload: {} });

export const declineOffer = (t: TestApp, cookie: string, offerId: number, reason: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/translator/offers/${offerId}/decline`,
    headers: { cookie },
    payload: { reason },
  });

export const offerBoard = async (t: TestApp, admin: string, orderId: number) =>
  (await get(t, `/api/admin/orders/${orderId}/offers`, admin)).json();

export const orderPay = async (t: TestApp, admin: string, orderId: number) =>
  (await get(t, `/api/admin/orders/${orderId}/pay`, admin)).json();
