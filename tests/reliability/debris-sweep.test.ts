import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { newStorageKey } from "../../src/server/storage/storage-key";
import { buildPdf, CERTIFIED_ORDER, multipartBody } from "../support/fixtures";
import { newCustomerFields } from "../support/test-app";
import { freePort, httpClient, spawnMainServer, tempDataDir, verifiedCustomerIn } from "./real-server";

let dataDir: string | undefined;
let kill: (() => void) | undefined;
afterEach(() => {
  kill?.();
  kill = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under dir, relative to it. */
/** The stored files (their data key records under keys/ aside: docs/decisions/029-customer-files.md). */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`keys${path.sep}`));
}

describe("debris after kill -9", () => {
  it("the next start removes *.tmp files and stored files no row references, and keeps the customer's files", async () => {
    dataDir = tempDataDir();
    const uploads = path.join(dataDir, "uploads");
    const fields = newCustomerFields();
    await verifiedCustomerIn(dataDir, fields);
    const first = await spawnMainServer({ dataDir, port: await freePort() });
    kill = () => first.child.kill("SIGKILL");
    const api = httpClient(first.url);
    expect(
      (await api.call("POST", "/api/login", { json: { username: fields.username, password: fields.password } })).status,
    ).toBe(200);
    const order = await (await api.call("POST", "/api/orders", { json: CERTIFIED_ORDER })).json();
    const kept = await buildPdf([["this file belongs to an order and must survive the sweep"]]);
    const upload = await api.upload("/api/documents", { orderId: String(order.id) }, { name: "kept.pdf", bytes: kept });
    expect(upload.status).toBe(201);
    const documentId: number = (await upload.json()).document.id;

    // A large upload, half sent, then kill -9 while the server reads it.
    const large = await buildPdf(
      Array.from({ length: 400 }, (_, page) => [`page ${page} of a very long contract with many words`]),
    );
    const body = await multipartBody({ orderId: String(order.id) }, [{ name: "large.pdf", bytes: large }]);
    const request = http.request(`${first.url}/api/documents`, {
      method: "POST",
      agent: false,
      headers: {
        ...body.headers,
        cookie: await sessionCookie(api, fields),
        "content-length": String(body.payload.length),
      },
    });
    const failed = new Promise<Error>((resolve) => request.on("error", resolve));
    request.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    first.child.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    expect((await failed).message).toMatch(/socket hang up|ECONNRESET/);

    // What a kill leaves when it lands inside a write (a few milliseconds, too short to hit on purpose): the
    // half-written "<key>.<uuid>.tmp" of LocalDiskStorage.put, and a file stored just before its row's insert.
    const referencedFiles = filesUnder(uploads);
    expect(referencedFiles).toHaveLength(1);
    const tmp = path.join(uploads, `${newStorageKey("documents")}.7d0c3f1e-0000-4000-8000-000000000000.tmp`);
    const orphan = path.join(uploads, newStorageKey("documents"));
    const youngOrphan = path.join(uploads, newStorageKey("translations"));
    for (const [file, bytes] of [
      [tmp, large.subarray(0, 1000)],
      [orphan, large],
      [youngOrphan, large],
    ] as const) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
    }
    // Two hours pass before the restart (past both grace periods), except for the file of an upload in flight.
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const file of [tmp, orphan, path.join(uploads, referencedFiles[0]!)])
      fs.utimesSync(file, twoHoursAgo, twoHoursAgo);

    const second = await spawnMainServer({ dataDir, port: await freePort() });
    kill = () => second.child.kill("SIGKILL");
    const deadline = Date.now() + 30_000;
    while ((fs.existsSync(tmp) || fs.existsSync(orphan)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fs.existsSync(tmp)).toBe(false);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(youngOrphan)).toBe(true);
    expect(filesUnder(uploads).sort()).toEqual([referencedFiles[0]!, path.relative(uploads, youngOrphan)].sort());

    const again = httpClient(second.url);
    expect(
      (await again.call("POST", "/api/login", { json: { username: fields.username, password: fields.password } }))
        .status,
    ).toBe(200);
    const download = await again.call("GET", `/api/documents/${documentId}/download`);
    expect(download.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), kept)).toBe(0);
  }, 240_000);
});

/** The session cookie the client holds, for a raw http.request. */
async function sessionCookie(
  api: ReturnType<typeof httpClient>,
  fields: { username: string; password: string },
): Promise<string> {
  const response = await api.call("POST", "/api/login", {
    json: { username: fields.username, password: fields.password },
  });
  return response.headers
    .getSetCookie()
    .find((value) => value.startsWith("bt_session="))!
    .split(";")[0]!;
}
