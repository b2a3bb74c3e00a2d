import type { LightMyRequestResponse } from "fastify";
import type { OrderMessageDto, ThreadPageDto, UnreadAnswer } from "../../../src/shared/schemas/order-messages";
import { multipartBody, type UploadFile } from "../../support/fixtures";
import type { TestApp } from "../../support/test-app";

// The conversation's calls as the three screens make them (docs/order-messages.md).

export async function postText(
  t: TestApp,
  cookie: string | undefined,
  orderId: number,
  text: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/messages`,
    headers: cookie ? { cookie } : {},
    payload: { text },
  });
}

export async function postWithFiles(t: TestApp, cookie: string, orderId: number, text: string, files: UploadFile[]) {
  const body = await multipartBody({ text }, files);
  return t.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/messages`,
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}

/** Posts and expects 201: the message as answered. */
export async function say(t: TestApp, cookie: string, orderId: number, text: string): Promise<OrderMessageDto> {
  const response = await postText(t, cookie, orderId, text);
  if (response.statusCode !== 201) throw new Error(`post failed ${response.statusCode}: ${response.body}`);
  return response.json<OrderMessageDto>();
}

export function readThread(t: TestApp, cookie: string | undefined, orderId: number, query = "") {
  return t.app.inject({
    method: "GET",
    url: `/api/orders/${orderId}/messages${query}`,
    headers: cookie ? { cookie } : {},
  });
}

export async function thread(t: TestApp, cookie: string, orderId: number, query = ""): Promise<ThreadPageDto> {
  const response = await readThread(t, cookie, orderId, query);
  if (response.statusCode !== 200) throw new Error(`thread failed ${response.statusCode}: ${response.body}`);
  return response.json<ThreadPageDto>();
}

export function markRead(t: TestApp, cookie: string, orderId: number, lastMessageId: number) {
  return t.app.inject({
    method: "POST",
    url: `/api/orders/${orderId}/messages/read`,
    headers: { cookie },
    payload: { lastMessageId },
  });
}

export async function unread(t: TestApp, cookie: string, orderIds?: number[]): Promise<UnreadAnswer> {
  const query = orderIds ? `?orderIds=${orderIds.join(",")}` : "";
  const response = await t.app.inject({ method: "GET", url: `/api/messages/unread${query}`, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`unread failed ${response.statusCode}: ${response.body}`);
  return response.json<UnreadAnswer>();
}

/** The e-mails sent to `to` so far, oldest first. */
export async function mailTo(t: TestApp, to: string) {
  return (await t.mailer.listOutbox({ to, limit: 100 })).reverse();
}
