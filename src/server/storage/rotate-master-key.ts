import { readKeyRecords, storageKeyOfRecord, writeKeyRecords, KEY_RECORD_PREFIX } from "./data-key-records";
import { unwrapDataKey, wrapDataKey } from "./file-encryption";
import type { FileStorage } from "./file-storage";
import type { MasterKeyring } from "./master-keys";

export type RewrapResult = {
  /** Key records re-wrapped by this run. */
  rewrapped: number;
  /** Records already under the current key. */
  current: number;
  /** Records under a master key the keyring does not hold (listed by storage key): they cannot be opened. */
  unknown: string[];
  /** Master key ids still wrapping some data key after the run (the current one aside). */
  remaining: string[];
};

/**
 * Re-wraps every stored file's data key with the keyring's current master key (npm run files:rotate-key,
 * docs/security.md "Files at rest"). The files themselves are not read or rewritten: only their key records (a few
 * hundred bytes each), each replaced atomically. Resumable: a record already under the current key is skipped, so a
 * run stopped half way is finished by running it again.
 */
export async function rewrapDataKeys(backend: FileStorage, keyring: MasterKeyring): Promise<RewrapResult> {
  const result: RewrapResult = { rewrapped: 0, current: 0, unknown: [], remaining: [] };
  const remaining = new Set<string>();
  for (const { key: recordKey } of await backend.list(KEY_RECORD_PREFIX)) {
    const storageKey = storageKeyOfRecord(recordKey);
    const records = await readKeyRecords(backend, storageKey);
    if (records.length === 0) continue;
    if (records.every((record) => record.master === keyring.current.id)) {
      result.current += 1;
      continue;
    }
    const missing = records.find((record) => !keyring.keys.has(record.master));
    if (missing) {
      result.unknown.push(storageKey);
      remaining.add(missing.master);
      continue;
    }
    const rewrapped = records.map((record) => {
      const dataKey = unwrapDataKey(keyring.keys.get(record.master)!, record.wrapped, storageKey, record.id);
      return {
        id: record.id,
        master: keyring.current.id,
        wrapped: wrapDataKey(keyring.current.key, dataKey, storageKey, record.id),
      };
    });
    await writeKeyRecords(backend, storageKey, rewrapped);
    result.rewrapped += 1;
  }
  result.remaining = [...remaining];
  return result;
}
