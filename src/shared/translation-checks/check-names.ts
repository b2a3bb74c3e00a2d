// Names: every name of the source with a passport spelling is written as the passport says (compared without
// regard to case: "Ayse" and "AYSE" are the passport's AYSE). Turkish letters left in such a name are an error.
// Only in tr-en: in en-tr the source already carries the passport's spelling.
import { finding, type Finding } from "./codes";
import { TURKISH_LETTER, foldKey, phrasePattern, trLower } from "./text";
import type { PassportName, Segment } from "./types";

interface NamePair {
  written: string;
  passport: string;
  inSource: RegExp;
  /** Passport spelling with Turkish letters: compared in Turkish case ("YILMAZ" is "Yılmaz" upper-cased). */
  turkishCase: boolean;
  inTarget: RegExp;
  folded: RegExp[];
}

/**
 * The pairs to look for. A full name whose words pair up ("Ayşe Yılmaz" → "AYSE YILMAZ") is checked word by word,
 * because documents write given name and surname on separate lines.
 */
export function namePairs(names: readonly PassportName[]): NamePair[] {
  const pairs = new Map<string, NamePair>();
  const add = (written: string, passport: string) => {
    const key = `${foldKey(written)}→${passport.toLowerCase()}`;
    if (pairs.has(key) || !written.trim() || !passport.trim()) return;
    const turkishCase = TURKISH_LETTER.test(passport);
    pairs.set(key, {
      written,
      passport,
      inSource: phrasePattern(trLower(written)),
      turkishCase,
      inTarget: phrasePattern(turkishCase ? trLower(passport) : passport.toLowerCase()),
      folded: [phrasePattern(foldKey(written)), phrasePattern(foldKey(passport))],
    });
  };
  for (const name of names) {
    const written = name.asWritten.trim().split(/\s+/u);
    const passport = name.passportSpelling.trim().split(/\s+/u);
    if (written.length > 1 && written.length === passport.length)
      written.forEach((word, index) => add(word, passport[index]!));
    else add(name.asWritten, name.passportSpelling);
  }
  return [...pairs.values()];
}

export function checkNames(segment: Segment, pairs: readonly NamePair[]): Finding[] {
  if (pairs.length === 0) return [];
  const findings: Finding[] = [];
  const source = trLower(segment.source);
  const target = segment.target.toLowerCase();
  const turkishTarget = trLower(segment.target);
  let foldedTarget: string | undefined;
  for (const pair of pairs) {
    if (!pair.inSource.test(source) || pair.inTarget.test(pair.turkishCase ? turkishTarget : target)) continue;
    foldedTarget ??= foldKey(segment.target);
    const folded = foldedTarget;
    // The name is there, but not in the passport's letters: find how it was written.
    const written = pair.folded.some((pattern) => pattern.test(folded))
      ? turkishSpelling(segment.target, pair)
      : undefined;
    if (written)
      findings.push(finding(segment.id, "NAME_TURKISH_LETTERS", { found: written, passport: pair.passport }));
    else findings.push(finding(segment.id, "NAME_NOT_AS_PASSPORT", { name: pair.written, passport: pair.passport }));
  }
  return findings;
}

/** The target's spelling of the name when it carries Turkish letters (the words folding to the name's words). */
function turkishSpelling(target: string, pair: NamePair): string | undefined {
  const keys = new Set([foldKey(pair.written), foldKey(pair.passport)]);
  const words = target.match(/[\p{L}\p{M}]+(?:\s+[\p{L}\p{M}]+)*/gu) ?? [];
  for (const run of words) {
    const tokens = run.split(/\s+/u);
    const size = pair.written.trim().split(/\s+/u).length;
    for (let start = 0; start + size <= tokens.length; start++) {
      const candidate = tokens.slice(start, start + size).join(" ");
      if (keys.has(foldKey(candidate)) && TURKISH_LETTER.test(candidate)) return candidate;
    }
  }
  return undefined;
}
