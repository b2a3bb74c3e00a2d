import { eq } from "drizzle-orm";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translatorSignatures } from "../../../src/server/db/schema/certificates";
import type { TranslatorSignatureDto } from "../../../src/shared/schemas/certificates";
import type { AdminOrderDeliveryDto } from "../../../src/shared/schemas/jobs";
import { JPEG_BYTES, PNG_BYTES, buildPdf, multipartBody } from "../../support/fixtures";
import { createTestApp, type TestApp } from "../../support/test-app";
import { verifiedAdminCookie } from "../admin/admin-session";
import {
  approvedTranslator,
  deliverOrder,
  get,
  paidOrder,
  setOrderStatus,
  type SignedInTranslator,
} from "../jobs/fixtures";

let t: TestApp;
let admin: string;
let owner: { cookie: string };
let translator: SignedInTranslator;
beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedAdminCookie(t);
  owner = await t.registerCustomer();
  translator = await approvedTranslator(t, admin, { fullName: "Selin Koç" });
});
afterAll(async () => t.close());

async function putImage(cookie: string | undefined, bytes: Buffer | Uint8Array, kind = "drawn") {
  const body = await multipartBody({ kind }, [{ name: "signature.png", bytes, type: "image/png" }]);
  return t.app.inject({
    method: "PUT",
    url: "/api/translator/signature/image",
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}
const putTyped = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/api/translator/signature/typed",
    headers: { cookie },
    payload: payload as object,
  });

/** What signs a fresh certificate of this translator: whether it holds an image and the script font inside the PDF. */
async function certificateMarks() {
  const order = await paidOrder(t, owner.cookie);
  await deliverOrder(t, admin, translator, order.id);
  expect((await setOrderStatus(t, admin, order.id, "completed")).statusCode).toBe(200);
  const [certificate] = (await get(t, `/api/admin/orders/${order.id}/delivery`, admin)).json<AdminOrderDeliveryDto>()
    .certificates;
  const pdf = await PDFDocument.load(
    (await get(t, `/api/deliverables/certificates/${certificate!.id}/download`, admin)).rawPayload,
  );
  let images = 0;
  const fonts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
    if (dict?.get(PDFName.of("Subtype")) === PDFName.of("Image")) images += 1;
    const baseFont =
      dict?.get(PDFName.of("Type")) === PDFName.of("Font") ? dict.get(PDFName.of("BaseFont")) : undefined;
    if (baseFont) fonts.push(baseFont.toString());
  }
  return { image: images > 0, script: fonts.some((name) => name.includes("DancingScript")) };
}

describe("translator signature", () => {
  it("starts empty, signs with the full name in script until given, then takes a drawn, uploaded or typed signature", async () => {
    const initial = await get(t, "/api/translator/signature", translator.cookie);
    expect(initial.json<TranslatorSignatureDto>()).toEqual({ signature: null, fullName: "Selin Koç" });
    expect(await certificateMarks()).toEqual({ image: false, script: true });

    const drawn = await putImage(translator.cookie, PNG_BYTES);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json<TranslatorSignatureDto>().signature!.kind).toBe("drawn");
    const image = await get(t, "/api/translator/signature/image", translator.cookie);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["cache-control"]).toBe("private, no-store");
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(await certificateMarks()).toEqual({ image: true, script: false });

    // Replacing it deletes the old image from storage.
    const [first] = await t.db
      .select()
      .from(translatorSignatures)
      .where(eq(translatorSignatures.translatorId, translator.translatorId));
    expect(
      (await putImage(translator.cookie, JPEG_BYTES, "uploaded")).json<TranslatorSignatureDto>().signature!.kind,
    ).toBe("uploaded");
    expect(await t.storage.exists(first!.storageKey!)).toBe(false);
    expect((await get(t, "/api/translator/signature/image", translator.cookie)).headers["content-type"]).toBe(
      "image/jpeg",
    );

    const typed = await putTyped(translator.cookie, { name: "  S. Koç " });
    expect(typed.json<TranslatorSignatureDto>().signature).toMatchObject({ kind: "typed", typedName: "S. Koç" });
    expect((await get(t, "/api/translator/signature/image", translator.cookie)).json().message).toBe(
      "Signature image not found",
    );
    expect(await certificateMarks()).toEqual({ image: false, script: true });
  });

  it("refuses what is not a PNG or JPG, an empty or oversized upload, and anyone but a translator", async () => {
    const notImage = await putImage(translator.cookie, await buildPdf([["not a picture"]]));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe("The signature must be a PNG or JPG image");
    const truncated = await putImage(translator.cookie, PNG_BYTES.subarray(0, 30));
    expect(truncated.json().message).toBe("The signature must be a PNG or JPG image");
    const empty = await putImage(translator.cookie, Buffer.alloc(0));
    expect(empty.json().message).toBe("The signature is empty: please sign in the box");
    const huge = await putImage(translator.cookie, Buffer.concat([PNG_BYTES, Buffer.alloc(1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("The signature image must be at most 1 MB");
    expect((await putTyped(translator.cookie, { name: "" })).json().message).toBe("Please type your full name");

    expect((await putImage(undefined, PNG_BYTES)).statusCode).toBe(401);
    expect((await putImage(owner.cookie, PNG_BYTES)).statusCode).toBe(403);
    expect((await get(t, "/api/translator/signature/image", admin)).statusCode).toBe(403);
  });
});
