/**
 * Turkish abbreviations that end with a dot but never end a sentence (lower-cased with the Turkish locale, so "İl."
 * and "il." are one entry). ICU's sentence rules (Intl.Segmenter) break after "Dr. " before a capital; these undo it.
 */
const ABBREVIATIONS = new Set(
  [
    "T.C.",
    "Dr.",
    "Prof.",
    "Doç.",
    "Yrd.",
    "Öğr.",
    "Gör.",
    "Av.",
    "Alb.",
    "Yzb.",
    "Bşk.",
    "No.",
    "Nu.",
    "Nr.",
    "Mah.",
    "Cad.",
    "Sok.",
    "Sk.",
    "Apt.",
    "Blv.",
    "Bulv.",
    "vb.",
    "vs.",
    "örn.",
    "bkz.",
    "s.",
    "sy.",
    "sf.",
    "Md.",
    "Müd.",
    "Şti.",
    "A.Ş.",
    "Ltd.",
    "İl.",
    "İlçe.",
    "Tic.",
    "San.",
    "Hz.",
    "Mad.",
    "Yön.",
    "Bkz.",
    "St.",
    "Mr.",
    "Mrs.",
    "Ms.",
    "Jr.",
  ].map((word) => word.toLocaleLowerCase("tr")),
);

/** A dot after a 1–2 digit number ("Ankara 3. Asliye Hukuk", "2. Sınıf"): a Turkish ordinal, not a sentence's end. */
const ORDINAL_END = /(?:^|[\s(])\d{1,2}\.$/u;
/** An initial ("M. Kemal"): one capital letter and a dot. */
const INITIAL_END = /(?:^|\s)\p{Lu}\.$/u;

function endsWithoutSentenceEnd(piece: string): boolean {
  const trimmed = piece.trimEnd();
  if (!trimmed.endsWith(".")) return false;
  const lastWord = trimmed.slice(trimmed.search(/\S+$/u));
  if (ABBREVIATIONS.has(lastWord.toLocaleLowerCase("tr"))) return true;
  // "(Dr." or "T.C.'nin" style prefixes: the abbreviation after an opening bracket or quote.
  if (ABBREVIATIONS.has(lastWord.replace(/^[("'“‘«]+/u, "").toLocaleLowerCase("tr"))) return true;
  return ORDINAL_END.test(trimmed) || INITIAL_END.test(trimmed);
}

let segmenter: Intl.Segmenter | null = null;

/**
 * The sentences of a text, Turkish-aware: ICU's (CLDR) sentence breaks, then a break after an abbreviation, an
 * initial or an ordinal is taken back. Numbers such as 1.250,50 and dates such as 12.03.1985 have no space after their
 * dots, so ICU never breaks inside them. Each sentence keeps its offsets in `text` (trailing spaces left out).
 */
export function splitSentences(text: string): { text: string; start: number; end: number }[] {
  segmenter ??= new Intl.Segmenter("tr", { granularity: "sentence" });
  const sentences: { text: string; start: number; end: number }[] = [];
  let open: { start: number; end: number } | null = null;
  for (const { segment, index } of segmenter.segment(text)) {
    if (open) open.end = index + segment.length;
    else open = { start: index, end: index + segment.length };
    if (!endsWithoutSentenceEnd(segment)) {
      pushTrimmed(sentences, text, open);
      open = null;
    }
  }
  if (open) pushTrimmed(sentences, text, open);
  return sentences;
}

function pushTrimmed(
  into: { text: string; start: number; end: number }[],
  text: string,
  range: { start: number; end: number },
): void {
  let { start, end } = range;
  while (start < end && /\s/u.test(text[start]!)) start += 1;
  while (end > start && /\s/u.test(text[end - 1]!)) end -= 1;
  if (end > start) into.push({ text: text.slice(start, end), start, end });
}
