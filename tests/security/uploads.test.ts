import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../src/server/db/schema/documents";
import { translators } from "../../src/server/db/schema/translators";
import { buildPdf, createOrderFor } from "../support/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";
import { applicationFields, postApplication } from "../api/translators/support";

// File names are only metadata: storage keys come from newStorageKey(), and downloads send safe headers.
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.registerCustomer()).cookie;
});
afterAll(async () => t.close());

const KEY = (prefix: string) =>
  new RegExp(`^${prefix}/\\d{4}/\\d{2}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`);
const uploadsDir = () => path.join(t.config.dataDir, "uploads");

/**
 * POST /api/documents with the file name written raw into the part header (quotes escaped), so control
 * characters reach the server as they are; a browser's FormData would percent-escape them.
 */
function uploadNamed(orderId: number, name: string, bytes: Buffer) {
  const boundary = "----security-test-boundary";
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="orderId"\r\n\r\n${orderId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name.replace(/"/g, '\\"')}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: "POST",
    url: "/api/documents",
    headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** Every file under the storage folder, relative to it. */
function storedFiles(): string[] {
  if (!fs.existsSync(uploadsDir())) return [];
  return fs
    .readdirSync(uploadsDir(), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir(), path.join(entry.parentPath, entry.name)));
}

describe("uploaded file names", () => {
  it.each([
    ["a path that climbs out", "../../etc/passwd.pdf", "passwd.pdf"],
    ["Windows separators", "..\\..\\windows\\win.ini.pdf", "win.ini.pdf"],
    ["control characters and a right-to-left override", "inv\u0000oi\u001bce\t\u202Efdp.exe.pdf", "invoicefdp.exe.pdf"],
    ["quotes and a header injection attempt", 'a"b"; Set-Cookie: x=1.pdf', 'a"b"; Set-Cookie: x=1.pdf'],
  ])("%s: stored under a generated key, shown under a cleaned name", async (_label, name, shown) => {
    const order = await createOrderFor(t, cookie);
    const bytes = await buildPdf([["hello"]]);
    const response = await uploadNamed(order.id, name, bytes);
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, response.json().document.id));
    expect(row!.originalFilename).toBe(shown);
    expect(row!.s3Key).toMatch(KEY("documents"));
    expect(storedFiles()).toContain(row!.s3Key);
    expect(JSON.stringify(response.json())).not.toContain(row!.s3Key);

    const download = await t.app.inject({
      method: "GET",
      url: `/api/documents/${row!.id}/download`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);
    const disposition = download.headers["content-disposition"] as string;
    // eslint-disable-next-line no-control-regex -- the point: no control character reaches the header
    expect(disposition).not.toMatch(/[\r\n\u0000-\u001f\u007f]/);
    // A plain ASCII name is sent as it is (filename=x.pdf); any other gets an ASCII fallback and the exact UTF-8 name.
    const [, quoted, token, encoded] =
      /^attachment; filename=(?:"([^"\\]*)"|([!#$%&'*+.^_`|~0-9A-Za-z-]+))(?:; filename\*=UTF-8''([A-Za-z0-9%._~!-]+))?$/.exec(
        disposition,
      ) ?? [];
    expect(quoted ?? token).toBeDefined();
    expect(encoded === undefined ? (quoted ?? token) : decodeURIComponent(encoded)).toBe(shown);
    expect(download.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-type": "application/pdf",
    });
  });

  it("never lets a name reach the disk: every stored file sits under a generated key", async () => {
    const before = new Set(storedFiles());
    const applied = await postApplication(t, applicationFields(), {
      resumeFile: { name: "../../../../tmp/owned.pdf", bytes: await buildPdf([["resume"]]), type: "application/pdf" },
      sampleTranslationsFile: { name: "../..\u202Egpj.txt", bytes: Buffer.from("Çeviri örneği\n"), type: "text/plain" },
    });
    expect([applied.statusCode, applied.body]).toEqual([201, expect.any(String)]);
    const [row] = await t.db
      .select()
      .from(translators)
      .where(eq(translators.translatorId, applied.json().translatorId));
    expect(row!.resumeUrl).toMatch(KEY("translators"));
    const added = storedFiles().filter((file) => !before.has(file));
    expect(added.length).toBeGreaterThan(0);
    // Each file, and its wrapped data key under keys/ (encryption at rest), under the generated key.
    for (const file of added) expect(file).toMatch(/^(keys\/)?(documents|translators)\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(fs.existsSync("/tmp/owned.pdf")).toBe(false);
  });
});
