// Every admin search compares text the Turkish way, on the client and (via SEARCH_FOLD_SQL) on the
// server: DEMİR finds Demir, YILMAZ finds Yılmaz, and someone typing without Turkish letters (sahin) finds Şahin.

/** Turkish letters folded to their ASCII base, after lower-casing. */
const FOLD: Record<string, string> = { ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u", â: "a", î: "i", û: "u" };

/** Lower-cases the Turkish way (İ → i, I → ı), then folds ı and the other Turkish letters to ASCII. */
export function normalizeForSearch(text: string): string {
  return (
    text
      .toLocaleLowerCase("tr-TR")
      .replace(/[çğıöşüâîû]/g, (char) => FOLD[char]!)
      // "İ".toLowerCase() in some engines leaves a combining dot (i̇): drop it.
      .replace(/\u0307/g, "")
      .trim()
  );
}

/** True when the needle (normalized) occurs in any of the fields. An empty needle matches everything. */
export function searchMatches(needle: string, fields: (string | null | undefined)[]): boolean {
  const wanted = normalizeForSearch(needle);
  if (!wanted) return true;
  return fields.some((field) => field != null && normalizeForSearch(field).includes(wanted));
}

/** The same fold in SQL (PostgreSQL translate + lower), for the server's searches: `${SEARCH_FOLD_FROM}` → `${SEARCH_FOLD_TO}`. */
export const SEARCH_FOLD_FROM = "İIıŞşĞğÜüÖöÇçÂâÎîÛû";
export const SEARCH_FOLD_TO = "iiissggUuOoCcAaIiUu";
