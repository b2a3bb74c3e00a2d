const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * The text of a .txt upload, or null when the bytes are not plain text: invalid UTF-8 or a NUL byte
 * (binary files renamed to .txt have NULs; text files never do). ASCII is valid UTF-8.
 */
export function decodeTextFile(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return UTF8.decode(bytes);
  } catch {
    return null;
  }
}
