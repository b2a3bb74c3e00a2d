import http from "node:http";
import type { AddressInfo } from "node:net";

/** One POST /v2/translate the fake received, as DeepL would read it. */
export type FakeDeepLRequest = { texts: string[]; sourceLang: string | null; targetLang: string | null };

/**
 * A loopback stand-in for DeepL's HTTP API (docs/workbench.md, "Machine pre-translation"): `POST /v2/translate` with
 * the form body deepl-node sends (repeated `text`, `source_lang`, `target_lang`; a JSON body is read too), checked for
 * `Authorization: DeepL-Auth-Key <key>`. It answers `{ translations: [{ detected_source_language, text }] }`, each
 * text "EN: <source>" (or "TR: " the other way), or the status `failWith` is set to (456: quota exceeded).
 */
export async function startFakeDeepL(options: { apiKey: string }) {
  const requests: FakeDeepLRequest[] = [];
  const state: { failWith: number | null } = { failWith: null };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const answer = (status: number, body: object) => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `DeepL-Auth-Key ${options.apiKey}`)
        return answer(403, { message: "Wrong endpoint. Use https://api.deepl.com" });
      if (request.method !== "POST" || request.url !== "/v2/translate") return answer(404, { message: "Not found" });
      const raw = Buffer.concat(chunks).toString("utf8");
      const parsed = readBody(raw, request.headers["content-type"] ?? "");
      requests.push(parsed);
      if (state.failWith !== null) return answer(state.failWith, { message: "Quota Exceeded" });
      if (parsed.texts.length === 0 || parsed.texts.length > 50 || !parsed.targetLang)
        return answer(400, { message: "Bad request. Reason: Parameter 'text' not specified." });
      const prefix = parsed.targetLang.toUpperCase().startsWith("EN") ? "EN" : "TR";
      answer(200, {
        translations: parsed.texts.map((text) => ({
          detected_source_language: (parsed.sourceLang ?? "TR").toUpperCase(),
          text: `${prefix}: ${text}`,
          billed_characters: text.length,
        })),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith(status: number | null) {
      state.failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeDeepL = Awaited<ReturnType<typeof startFakeDeepL>>;

function readBody(raw: string, contentType: string): FakeDeepLRequest {
  if (contentType.includes("application/json")) {
    const body = JSON.parse(raw) as { text?: string[]; source_lang?: string; target_lang?: string };
    return { texts: body.text ?? [], sourceLang: body.source_lang ?? null, targetLang: body.target_lang ?? null };
  }
  const form = new URLSearchParams(raw);
  return { texts: form.getAll("text"), sourceLang: form.get("source_lang"), targetLang: form.get("target_lang") };
}
