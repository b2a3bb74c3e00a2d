export const MAX_FILE_NAME_LENGTH = 200;

/**
 * The original name, kept only as metadata for display and the download's file name: no folders, no control
 * or bidirectional-override characters (which can disguise "cod.exe" as "exe.doc"), at most 200 characters
 * with the extension kept.
 */
export function sanitizeFileName(raw: string, fallbackExtension = ""): string {
  const base = raw.normalize("NFC").split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/\s+/gu, " ")
    .trim()
    .replace(/^\.+/, "");
  if (!cleaned) return `document${fallbackExtension}`;
  // Counted in code points, so a cut never splits a character in two.
  const characters = [...cleaned];
  if (characters.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return (
    characters
      .slice(0, MAX_FILE_NAME_LENGTH - extension.length)
      .join("")
      .trimEnd() + extension
  );
}
