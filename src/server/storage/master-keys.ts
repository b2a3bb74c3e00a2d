import fs from "node:fs";
import path from "node:path";
import { generateMasterKey, masterKeyId, parseMasterKey } from "./file-encryption";

/**
 * The master keys that wrap the stored files' data keys (docs/security.md, "Files at rest"). `current` wraps every
 * new data key; `previous` keys only open data keys not yet re-wrapped by `npm run files:rotate-key`.
 *
 * Where they come from: FILE_ENCRYPTION_KEY (and FILE_ENCRYPTION_PREVIOUS_KEYS) when set; otherwise the key file
 * DATA_DIR/file-encryption.key, generated on the first start (the startup banner says to back it up).
 */
export type MasterKeyring = {
  readonly source: "environment" | "file";
  readonly current: { id: string; key: Buffer };
  /** Every key by its id, the current one included. */
  readonly keys: ReadonlyMap<string, Buffer>;
  /** The key file's path (source "file"). */
  readonly filePath?: string;
  /** True when this start generated the key file. */
  readonly generated: boolean;
};

export const KEY_FILE_NAME = "file-encryption.key";

export class MasterKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MasterKeyError";
  }
}

function keyring(
  source: MasterKeyring["source"],
  current: Buffer,
  previous: Buffer[],
  extra: { filePath?: string; generated?: boolean } = {},
): MasterKeyring {
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...previous]) keys.set(masterKeyId(key), key);
  return {
    source,
    current: { id: masterKeyId(current), key: current },
    keys,
    filePath: extra.filePath,
    generated: extra.generated ?? false,
  };
}

function parseOrThrow(text: string, what: string): Buffer {
  const key = parseMasterKey(text);
  if (!key)
    throw new MasterKeyError(`${what} must be 32 random bytes in base64 (44 characters) or hex (64 characters)`);
  return key;
}

/** The keyring from FILE_ENCRYPTION_KEY and FILE_ENCRYPTION_PREVIOUS_KEYS (comma-separated). */
export function keyringFromEnvironment(currentText: string, previousText: string[] = []): MasterKeyring {
  const current = parseOrThrow(currentText, "FILE_ENCRYPTION_KEY");
  const previous = previousText.map((text) => parseOrThrow(text, "FILE_ENCRYPTION_PREVIOUS_KEYS"));
  return keyring("environment", current, previous);
}

const FILE_COMMENT = [
  '# Bosphorus Translate: the master key of the stored files (docs/security.md, "Files at rest").',
  "# Keep a copy apart from the data (npm run backup leaves it out): without it no stored document, translation or certificate can be read.",
  "# 'current' wraps new files' keys; 'previous' lines are kept only while npm run files:rotate-key re-wraps.",
];

export function keyFileText(current: string, previous: string[] = []): string {
  return [...FILE_COMMENT, `current: ${current}`, ...previous.map((key) => `previous: ${key}`), ""].join("\n");
}

/** Reads the key file: its current key and previous keys, as written by keyFileText. */
export function readKeyFile(filePath: string): { current: string; previous: string[] } {
  const lines = fs
    .readFileSync(filePath, "utf8")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  let current: string | undefined;
  const previous: string[] = [];
  for (const line of lines) {
    const match = /^(current|previous):\s*(\S+)$/.exec(line);
    if (!match)
      throw new MasterKeyError(`${filePath}: unreadable line (expected "current: <key>" or "previous: <key>")`);
    if (match[1] === "current") current = match[2];
    else previous.push(match[2]!);
  }
  if (!current) throw new MasterKeyError(`${filePath} holds no "current:" key`);
  return { current, previous };
}

/** Writes the key file atomically (write, then rename), readable by its owner only. */
export function writeKeyFile(filePath: string, current: string, previous: string[] = []): void {
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  const temporary = `${filePath}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, keyFileText(current, previous), { mode: 0o600 });
  fs.renameSync(temporary, filePath);
}

export function keyringFromFile(filePath: string, generated = false): MasterKeyring {
  const { current, previous } = readKeyFile(filePath);
  return keyring(
    "file",
    parseOrThrow(current, `${filePath} current key`),
    previous.map((text) => parseOrThrow(text, `${filePath} previous key`)),
    { filePath, generated },
  );
}

/**
 * The server's keyring. With FILE_ENCRYPTION_KEY: that. Without: the key file in dataDir, generated when missing,
 * unless `mayGenerate` is false (the caller found data keys in the database: a missing key file then means a lost
 * key, and a new one would not open them).
 */
export function loadMasterKeyring(options: {
  environmentKey?: string;
  previousKeys?: string[];
  dataDir: string;
  mayGenerate: boolean;
}): MasterKeyring {
  if (options.environmentKey) return keyringFromEnvironment(options.environmentKey, options.previousKeys ?? []);
  const filePath = path.join(options.dataDir, KEY_FILE_NAME);
  if (fs.existsSync(filePath)) return keyringFromFile(filePath);
  if (!options.mayGenerate) {
    throw new MasterKeyError(
      `${filePath} is missing, but the database holds files encrypted under a master key. Backups never hold it: put back the key file you keep apart from them (mode 0600), or set FILE_ENCRYPTION_KEY to the key, and start again (docs/operations.md, "Backups").`,
    );
  }
  return keyringFromFile(filePath, createKeyFileOnce(filePath));
}

/**
 * Writes a new key file unless one appears first: instances sharing DATA_DIR that start together must end up with
 * one key. The file is written aside and linked into place, which fails when the name exists. True when this call
 * made it.
 */
function createKeyFileOnce(filePath: string): boolean {
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  const temporary = `${filePath}.${process.pid}.${Date.now()}.new`;
  fs.writeFileSync(temporary, keyFileText(generateMasterKey()), { mode: 0o600 });
  try {
    fs.linkSync(temporary, filePath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
