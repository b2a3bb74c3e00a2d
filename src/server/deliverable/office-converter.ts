import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

// DOCX/DOC translations become PDF pages through LibreOffice headless when the server has it (docs/deliverable.md).
// Found once at start (`--version`, with a timeout); without it the DOCX is delivered beside the certified PDF and
// the admin's order page says why. The app never needs it to run.

const PROBE_TIMEOUT_MS = 10_000;
const CONVERT_TIMEOUT_MS = 90_000;

export type OfficeConverter = {
  /** The command found ("soffice"), or null: no conversion on this server. */
  command: string | null;
  /** "LibreOffice 7.6.4.1 …" as it answered, or why there is none (for readiness and the admin). */
  status: string;
};

function run(command: string, args: string[], timeout: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout, killSignal: "SIGKILL", maxBuffer: 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(String(stdout)),
    );
  });
}

/**
 * Looks for LibreOffice: `setting` is the LIBREOFFICE variable ("off": none; a command or path: only that one;
 * unset: soffice, then libreoffice).
 */
export async function detectOfficeConverter(setting: string | undefined): Promise<OfficeConverter> {
  if (setting?.toLowerCase() === "off") return { command: null, status: "switched off (LIBREOFFICE=off)" };
  const candidates = setting ? [setting] : ["soffice", "libreoffice"];
  for (const command of candidates) {
    try {
      const version = (await run(command, ["--version"], PROBE_TIMEOUT_MS)).trim().split("\n")[0] ?? "";
      return { command, status: version || "LibreOffice" };
    } catch {
      // Not installed here, or it did not answer in time: try the next name.
    }
  }
  return { command: null, status: `not found (${candidates.join(", ")})` };
}

let current: OfficeConverter = { command: null, status: "not looked for yet" };

/** The converter found at start (start-server.ts calls initOfficeConverter); tests may set another. */
export function officeConverter(): OfficeConverter {
  return current;
}

export async function initOfficeConverter(setting: string | undefined): Promise<OfficeConverter> {
  current = await detectOfficeConverter(setting);
  return current;
}

export function setOfficeConverter(converter: OfficeConverter) {
  current = converter;
}

export class OfficeConversionError extends Error {}

/**
 * LibreOffice processes at once: each takes a few hundred MB and a core, so a burst of completions with DOCX
 * translations waits its turn instead of starting a hundred of them.
 */
export const MAX_CONCURRENT_CONVERSIONS = 2;
let converting = 0;
const waitingForTurn: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  while (converting >= MAX_CONCURRENT_CONVERSIONS) await new Promise<void>((resolve) => waitingForTurn.push(resolve));
  converting += 1;
  try {
    return await work();
  } finally {
    converting -= 1;
    waitingForTurn.shift()?.();
  }
}

/**
 * A DOCX or DOC as PDF: written into a fresh folder under `<dataDir>/tmp`, converted there with a profile of its own
 * (two conversions never share LibreOffice's user profile, which it locks), read back, the folder removed.
 */
export async function convertToPdf(
  converter: OfficeConverter,
  bytes: Uint8Array,
  extension: ".docx" | ".doc",
  dataDir: string,
): Promise<Buffer> {
  const command = converter.command;
  if (!command) throw new OfficeConversionError(`LibreOffice is ${converter.status}`);
  return inTurn(() => convertInFolder(command, bytes, extension, dataDir));
}

async function convertInFolder(
  command: string,
  bytes: Uint8Array,
  extension: ".docx" | ".doc",
  dataDir: string,
): Promise<Buffer> {
  const folder = path.join(dataDir, "tmp", `convert-${randomUUID()}`);
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  try {
    const input = path.join(folder, `translation${extension}`);
    await fs.writeFile(input, bytes, { mode: 0o600 });
    const profile = pathToFileURL(path.join(folder, "profile")).href;
    await run(
      command,
      [
        `-env:UserInstallation=${profile}`,
        "--headless",
        "--norestore",
        "--convert-to",
        "pdf",
        "--outdir",
        folder,
        input,
      ],
      CONVERT_TIMEOUT_MS,
    ).catch((error: unknown) => {
      throw new OfficeConversionError(`LibreOffice could not convert the file: ${(error as Error).message}`);
    });
    const output = await fs.readFile(path.join(folder, "translation.pdf")).catch(() => {
      throw new OfficeConversionError("LibreOffice wrote no PDF");
    });
    return output;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
