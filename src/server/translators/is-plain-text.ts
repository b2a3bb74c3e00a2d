/**
 * Whether bytes look like a plain-text file: UTF-16 with its byte-order mark, or any 8-bit text (UTF-8,
 * Windows-1254 for Turkish...) without control characters other than tab, line breaks and form feed.
 * Binary formats (PDF streams, images, executables, ZIPs) always contain such bytes.
 */
export function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16) return bytes.length % 2 === 0;
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}
