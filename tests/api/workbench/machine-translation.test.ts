import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentSegmentations, documentSegments } from "../../../src/server/db/schema/workbench";
import { createMachineTranslator } from "../../../src/server/machine-translation/create-machine-translator";
import { preTranslateWithMachine } from "../../../src/server/machine-translation/pre-translate-with-machine";
import { saveMemoryUnits } from "../../../src/server/translation-memory/save-memory-units";
import { runSegmentation } from "../../../src/server/workbench/segmentation-jobs";
import {
  MACHINE_TRANSLATION_TEXTS,
  type MachineTranslationSetting,
} from "../../../src/shared/schemas/machine-translation";
import type { AdminSetting } from "../../../src/shared/schemas/settings";
import type { AdminWorkbenchDto } from "../../../src/shared/schemas/workbench";
import { verifiedAdminCookie } from "../admin/admin-session";
import { approvedTranslator, assignOrThrow, get } from "../jobs/fixtures";
import { startFakeDeepL, type FakeDeepL } from "../../support/fake-deepl";
import { createTestApp, type TestApp } from "../../support/test-app";
import { buildLayoutPdf, inThreadReader, paidOrderWith, segment } from "./fixtures";

// Issue 39 item 5 (docs/workbench.md, "Machine pre-translation"): off by default; with DEEPL_API_KEY and the admin's
// switch on, segments the memory could not fill get a DeepL draft marked "mt", unconfirmed. The SDK talks to a
// loopback fake of DeepL's HTTP API.

const API_KEY = "0f1e2d3c-test-deepl-key:fx";
const MT_URL = "/api/admin/machine-translation";

const EXTRACT = [
  [{ x: 200, text: "NÜFUS KAYIT ÖRNEĞİ" }],
  [
    { x: 54, text: "T.C. Kimlik No" },
    { x: 220, text: "12345678901" },
  ],
  [
    { x: 54, text: "Baba Adı" },
    { x: 220, text: "MEHMET" },
  ],
  [{ x: 54, text: "Bu belge ilgilinin talebi üzerine düzenlenmiştir." }],
];

let t: TestApp;
let fake: FakeDeepL;
let admin: string;
let orderId: number;
let documentId: number;
const warnings: object[] = [];
const log = { info: () => {}, warn: (obj: object, msg?: string) => void warnings.push({ ...obj, msg }) };

const put = (app: TestApp, cookie: string, payload: object) =>
  app.app.inject({ method: "PUT", url: MT_URL, headers: { cookie }, payload });

const segmentsOf = (id: number) =>
  t.db
    .select()
    .from(documentSegments)
    .where(eq(documentSegments.documentId, id))
    .orderBy(asc(documentSegments.position));

/** The document as a fresh assignment leaves it: no segments, waiting for document.segment. */
async function resetSegmentation(id: number) {
  await t.db.delete(documentSegments).where(eq(documentSegments.documentId, id));
  await t.db
    .update(documentSegmentations)
    .set({ status: "pending", attempts: 0, error: null, pretranslatedAt: null })
    .where(eq(documentSegmentations.documentId, id));
}

/** One document.segment run with the translator the server would make from DEEPL_API_KEY (unset: none). */
const run = (apiKey: string | undefined) =>
  runSegmentation(
    {
      db: t.db,
      storage: t.storage,
      reader: inThreadReader,
      log,
      machineTranslator: createMachineTranslator({ apiKey, serverUrl: fake.url }),
    },
    documentId,
  );

beforeAll(async () => {
  fake = await startFakeDeepL({ apiKey: API_KEY });
  t = await createTestApp({ config: { deepl: { apiKey: API_KEY, serverUrl: fake.url } } });
  admin = await verifiedAdminCookie(t);
  const customer = (await t.registerCustomer()).cookie;
  const translator = await approvedTranslator(t, admin, { fullName: "Deniz Aydın" });
  ({ orderId, documentId } = await paidOrderWith(t, customer, {
    name: "nufus-kayit.pdf",
    bytes: await buildLayoutPdf(EXTRACT),
    type: "application/pdf",
  }));
  await assignOrThrow(t, admin, orderId, translator.translatorId);
  // The agency translated this label before: the memory fills it, DeepL never sees it.
  await saveMemoryUnits(t.db, [{ direction: "tr-en", source: "Baba Adı", target: "Father's Name", origin: "import" }]);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("the admin's switch", () => {
  it("is off by default and says no customer text leaves the platform", async () => {
    const response = await get(t, MT_URL, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<MachineTranslationSetting>()).toEqual({
      enabled: false,
      keyConfigured: true,
      active: false,
      statement: "No customer text leaves the platform.",
      disabledReason: null,
    });
  });

  it("switched on with a key, says segments without a memory match are sent to DeepL", async () => {
    const response = await put(t, admin, { enabled: true });
    expect(response.statusCode).toBe(200);
    expect(response.json<MachineTranslationSetting>()).toMatchObject({
      enabled: true,
      active: true,
      statement: "Segments without a memory match are sent to DeepL (deepl.com) for a first draft.",
    });
    expect((await put(t, admin, { enabled: "yes" })).statusCode).toBe(400);
    expect((await put(t, admin, { enabled: false })).json<MachineTranslationSetting>().active).toBe(false);
  });
});

describe("machine pre-translation after segmentation", () => {
  it("with the switch off sends nothing: the memory's segment is filled, the others stay empty", async () => {
    expect((await get(t, MT_URL, admin)).json<MachineTranslationSetting>().enabled).toBe(false);
    await run(API_KEY);
    const rows = await segmentsOf(documentId);
    expect(rows.length).toBeGreaterThan(4);
    expect(fake.requests).toEqual([]);
    expect(rows.filter((row) => row.origin === "mt")).toEqual([]);
    expect(rows.find((row) => row.source === "Baba Adı")).toMatchObject({ target: "Father's Name", origin: "memory" });
  });

  it("with the switch on but no DEEPL_API_KEY sends nothing", async () => {
    expect((await put(t, admin, { enabled: true })).statusCode).toBe(200);
    await resetSegmentation(documentId);
    await run(undefined);
    expect(fake.requests).toEqual([]);
    expect((await segmentsOf(documentId)).filter((row) => row.origin === "mt")).toEqual([]);
  });

  it("with the switch on and a key fills the segments without a memory match, marked mt and unconfirmed", async () => {
    await resetSegmentation(documentId);
    await run(API_KEY);
    const rows = await segmentsOf(documentId);
    // One request, Turkish to American English, carrying only the segments the memory left empty and with letters.
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.sourceLang?.toLowerCase()).toBe("tr");
    expect(request?.targetLang?.toLowerCase()).toBe("en-us");
    expect(request?.texts).not.toContain("Baba Adı");
    expect(request?.texts).not.toContain("12345678901");
    expect(request?.texts).toEqual(
      rows.filter((row) => row.source !== "Baba Adı" && /\p{L}/u.test(row.source)).map((row) => row.source),
    );
    expect(request?.texts).toContain("Bu belge ilgilinin talebi üzerine düzenlenmiştir.");

    const machine = rows.filter((row) => row.origin === "mt");
    expect(machine).toHaveLength(request!.texts.length);
    for (const row of machine) {
      expect(row.target).toBe(`EN: ${row.source}`);
      expect(row.status).toBe("draft");
      expect(row.confirmedAt).toBeNull();
      expect(row.matchScore).toBeNull();
      expect(row.revision).toBe(1);
    }
    expect(rows.find((row) => row.source === "Baba Adı")).toMatchObject({ origin: "memory", status: "draft" });
    expect(rows.find((row) => row.source === "12345678901")).toMatchObject({ target: "", origin: "manual" });

    // The admin's per-job figures count them.
    const stats = (await get(t, `/api/admin/orders/${orderId}/workbench`, admin)).json<AdminWorkbenchDto>();
    expect(stats.documents[0]).toMatchObject({ machine: machine.length, fromMemory: 1, confirmed: 0 });
  });

  it("running again sends nothing already filled", async () => {
    const before = fake.requests.length;
    const filled = await preTranslateWithMachine({
      db: t.db,
      documentId,
      direction: "tr-en",
      translator: createMachineTranslator({ apiKey: API_KEY, serverUrl: fake.url }),
      log,
    });
    expect(filled).toBe(0);
    expect(fake.requests).toHaveLength(before);
  });

  it("a run retried after the first one died between segmenting and pre-translating fills the same segments", async () => {
    const filledOnce = (await segmentsOf(documentId)).map((row) => ({
      source: row.source,
      target: row.target,
      origin: row.origin,
    }));
    expect(filledOnce.filter((row) => row.origin === "mt").length).toBeGreaterThan(0);
    await resetSegmentation(documentId);
    // The first attempt wrote the segments and "ready", then its process died: nothing pre-translated yet.
    expect(await segment(t, documentId)).toBe("ready");
    expect((await segmentsOf(documentId)).every((row) => row.target === "")).toBe(true);
    const before = fake.requests.length;
    await run(API_KEY);
    const retried = (await segmentsOf(documentId)).map((row) => ({
      source: row.source,
      target: row.target,
      origin: row.origin,
    }));
    expect(retried).toEqual(filledOnce);
    expect(fake.requests).toHaveLength(before + 1);
    // A further duplicate run finds the pass done and sends nothing.
    await run(API_KEY);
    expect(fake.requests).toHaveLength(before + 1);
  });

  it("keeps a target the translator typed while the machine was answering", async () => {
    await resetSegmentation(documentId);
    expect(await segment(t, documentId)).toBe("ready");
    const rows = await segmentsOf(documentId);
    const typed = rows.find((row) => row.source === "Bu belge ilgilinin talebi üzerine düzenlenmiştir.")!;
    const slowMachine = {
      name: "DeepL",
      translate: async (texts: string[]) => {
        await t.db
          .update(documentSegments)
          .set({ target: "Issued at the holder's request." })
          .where(eq(documentSegments.id, typed.id));
        return texts.map((text) => `EN: ${text}`);
      },
    };
    const filled = await preTranslateWithMachine({
      db: t.db,
      documentId,
      direction: "tr-en",
      translator: slowMachine,
      log,
    });
    const after = await segmentsOf(documentId);
    expect(after.find((row) => row.id === typed.id)).toMatchObject({
      target: "Issued at the holder's request.",
      origin: "manual",
    });
    const machine = after.filter((row) => row.origin === "mt");
    expect(filled).toBe(machine.length);
    expect(machine.length).toBeGreaterThan(0);
    for (const row of machine) expect(row.target).toBe(`EN: ${row.source}`);
  });

  it("a 456 (quota exceeded) leaves the segments empty, logs a warning without the key or the text, and the job succeeds", async () => {
    await resetSegmentation(documentId);
    fake.failWith(456);
    const before = fake.requests.length;
    warnings.length = 0;
    try {
      await expect(run(API_KEY)).resolves.toBeUndefined();
    } finally {
      fake.failWith(null);
    }
    expect(fake.requests.length).toBe(before + 1);
    const rows = await segmentsOf(documentId);
    expect(rows.filter((row) => row.origin === "mt")).toEqual([]);
    expect(rows.filter((row) => row.target !== "").map((row) => row.source)).toEqual(["Baba Adı"]);
    const [segmentation] = await t.db
      .select()
      .from(documentSegmentations)
      .where(eq(documentSegmentations.documentId, documentId));
    expect(segmentation?.status).toBe("ready");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      documentId,
      service: "DeepL",
      msg: "machine pre-translation failed; segments left empty",
    });
    const logged = JSON.stringify(warnings);
    expect(logged).toMatch(/Quota/);
    expect(logged).not.toContain(API_KEY);
    expect(logged).not.toContain("düzenlenmiştir");
  });
  it("a 503 (after the SDK's retry) or an unreachable server leaves the segments empty too", async () => {
    const closed = await startFakeDeepL({ apiKey: API_KEY });
    await closed.close();
    fake.failWith(503);
    warnings.length = 0;
    const before = fake.requests.length;
    try {
      for (const serverUrl of [fake.url, closed.url]) {
        const filled = await preTranslateWithMachine({
          db: t.db,
          documentId,
          direction: "tr-en",
          translator: createMachineTranslator({ apiKey: API_KEY, serverUrl }),
          log,
        });
        expect(filled).toBe(0);
      }
    } finally {
      fake.failWith(null);
    }
    expect((await segmentsOf(documentId)).filter((row) => row.origin === "mt")).toEqual([]);
    // The 503 is tried twice (maxRetries 2), then given up.
    expect(fake.requests.length - before).toBe(2);
    expect(warnings).toHaveLength(2);
    expect(JSON.stringify(warnings)).not.toContain(API_KEY);
  }, 30_000);

  it("sends a long document in requests of at most 50 texts, in reading order", async () => {
    await resetSegmentation(documentId);
    await t.db.insert(documentSegments).values(
      Array.from({ length: 120 }, (_, position) => ({
        documentId,
        position,
        kind: "line" as const,
        source: `Satır ${position + 1}`,
      })),
    );
    const before = fake.requests.length;
    const filled = await preTranslateWithMachine({
      db: t.db,
      documentId,
      direction: "tr-en",
      translator: createMachineTranslator({ apiKey: API_KEY, serverUrl: fake.url }),
      log,
    });
    expect(filled).toBe(120);
    const sent = fake.requests.slice(before);
    expect(sent.map((request) => request.texts.length)).toEqual([50, 50, 20]);
    expect(sent.flatMap((request) => request.texts)).toEqual(
      Array.from({ length: 120 }, (_, index) => `Satır ${index + 1}`),
    );
    const rows = await segmentsOf(documentId);
    expect(
      rows.every((row) => row.origin === "mt" && row.status === "draft" && row.target === `EN: ${row.source}`),
    ).toBe(true);
  });
});

describe("without DEEPL_API_KEY", () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  }, 120_000);
  afterAll(async () => bare?.close());

  it("the switch cannot be turned on: 400 with the reason, and the screen shows why", async () => {
    const cookie = await verifiedAdminCookie(bare);
    expect((await get(bare, MT_URL, cookie)).json<MachineTranslationSetting>()).toEqual({
      enabled: false,
      keyConfigured: false,
      active: false,
      statement: "No customer text leaves the platform.",
      disabledReason: MACHINE_TRANSLATION_TEXTS.noKey,
    });
    const refused = await put(bare, cookie, { enabled: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      "Machine pre-translation cannot be switched on: DeepL is not configured on this server (DEEPL_API_KEY is not set)",
    );
    // Nor through the generic settings route.
    const setting = (await get(bare, "/api/admin/settings", cookie))
      .json<AdminSetting[]>()
      .find((row) => row.key === "machine_pretranslation");
    expect(setting).toMatchObject({ value: "false", kind: "switch", category: "security" });
    const generic = await bare.app.inject({
      method: "PUT",
      url: `/api/admin/settings/${setting!.id}`,
      headers: { cookie },
      payload: { value: "true" },
    });
    expect(generic.statusCode).toBe(400);
    expect(generic.json<{ message: string }>().message).toBe(MACHINE_TRANSLATION_TEXTS.refusedWithoutKey);
    expect((await put(bare, cookie, { enabled: false })).statusCode).toBe(200);
  });

  it("is for admins only", async () => {
    const customer = (await bare.registerCustomer()).cookie;
    expect((await get(bare, MT_URL, customer)).statusCode).toBe(403);
    expect((await put(bare, customer, { enabled: false })).statusCode).toBe(403);
  });
});
