import { asciiFold, trLower } from "../translation-checks/text";

// Finds termbase terms in a Turkish source segment (issue 39 item 4; docs/workbench.md, "Termbase"). Words are
// compared folded: Turkish lower case (I → ı, İ → i), then ASCII letters, so "NÜFUS KAYIT ÖRNEĞİ", "Nüfus Kayıt
// Örneği" and "Nufus Kayit Ornegi" are one key. "T.C.", "T. C." and "TC" are one word. The last word of a term
// may carry Turkish suffixes ("Örneği" in "Örneğinde", "Mahkemesi" in "Mahkemesinin", "Kimlik" in "Kimliğe"),
// with or without an apostrophe; the other words must be whole. Where hits overlap the longest term wins.

/** At most this many letters of suffix after a term's last word ("-sinin", "-lerinde"); more is another word. */
const MAX_SUFFIX = 6;
/** Shorter last words ("No", "İl") must stand alone: "No" in "Nota" is no hit. */
const MIN_STEM_FOR_SUFFIX = 3;

type Token = {
  key: string;
  start: number;
  end: number;
  /** Folded letters after an apostrophe ("nin" of "Mahkemesi'nin"), already inside [start, end). */
  apostropheSuffix: string | null;
};

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const APOSTROPHE = /^['’]$/u;
const VOWELS = "aeiou";
/** Final p, ç, t, k soften before a vowel: Kimlik → Kimliği, Kitap → Kitabı (ç folds to c, which already matches). */
const SOFTENED: Record<string, string> = { p: "b", t: "d", k: "g" };

/** One word's comparison key: Turkish lower case, ASCII letters, no accents ("İ̇" decomposed becomes "i"). */
function foldWord(word: string): string {
  return asciiFold(trLower(word.normalize("NFC")))
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

/** The words of a text with their places, "T.C." joined into one word and apostrophe suffixes attached. */
function tokenize(text: string): Token[] {
  const raw = [...text.matchAll(WORD)].map((match) => ({
    key: foldWord(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
  const tokens: Token[] = [];
  for (let index = 0; index < raw.length; index++) {
    const word = raw[index]!;
    let token: Token = { ...word, apostropheSuffix: null };
    // Single letters joined by dots ("T.C.", "T. C."): one word of up to three letters, as if written "TC".
    const initials = word.key.length === 1 && /^\p{L}$/u.test(word.key);
    while (initials && token.key.length < 3 && index + 1 < raw.length) {
      const next = raw[index + 1]!;
      const between = text.slice(token.end, next.start);
      if (next.key.length !== 1 || !/^\.\s?$/u.test(between)) break;
      token = { ...token, key: token.key + next.key, end: next.end };
      index++;
    }
    // The closing dot of "T.C." belongs to the abbreviation.
    if (token.key.length > 1 && initials && text[token.end] === ".") token = { ...token, end: token.end + 1 };
    const after = raw[index + 1];
    if (after && APOSTROPHE.test(text.slice(token.end, after.start)) && /^\p{L}+$/u.test(after.key)) {
      token = { ...token, end: after.end, apostropheSuffix: after.key };
      index++;
    }
    tokens.push(token);
  }
  return tokens;
}

/**
 * The comparison key of a whole term: its folded words, one space apart. Two entries with the same key are the
 * same term (the database's unique key): "T.C. Kimlik No" and "TC KİMLİK NO" are both "tc kimlik no".
 */
export function termKey(text: string): string {
  return tokenize(text)
    .map((token) => token.key + (token.apostropheSuffix ?? ""))
    .join(" ");
}

/** Whether a source word (folded) is the term's last word, possibly with Turkish suffixes. */
function lastWordMatches(word: string, stem: string): boolean {
  if (word === stem) return true;
  if (stem.length < MIN_STEM_FOR_SUFFIX || !/\p{L}$/u.test(stem)) return false;
  const suffixAfter = (prefix: string) => {
    if (!word.startsWith(prefix)) return null;
    const suffix = word.slice(prefix.length);
    return suffix.length >= 1 && suffix.length <= MAX_SUFFIX && /^[a-z]+$/.test(suffix) ? suffix : null;
  };
  if (suffixAfter(stem) !== null) return true;
  const softened = SOFTENED[stem.at(-1)!];
  if (!softened) return false;
  const suffix = suffixAfter(stem.slice(0, -1) + softened);
  return suffix !== null && VOWELS.includes(suffix[0]!);
}

function tokenMatchesLast(token: Token, stem: string): boolean {
  // An apostrophe marks whatever follows as a suffix: "Kayıt No'su".
  return token.apostropheSuffix !== null ? token.key === stem : lastWordMatches(token.key, stem);
}

export interface MatchableTerm {
  tr: string;
}

type CompiledTerm<Term> = { term: Term; words: string[]; length: number };

export type TermMatcher<Term> = {
  /** Every term found in `text`, longest first where two overlap, in reading order. */
  find(text: string): TermMatch<Term>[];
};

export type TermMatch<Term> = {
  term: Term;
  /** UTF-16 offsets into the text given to find(), [start, end), the last word's suffixes included. */
  start: number;
  end: number;
  /** The text as written in the segment ("NÜFUS KAYIT ÖRNEĞİNDE"). */
  text: string;
};

/** Compiles the terms once (a document's segments reuse it); terms whose Turkish has no word are ignored. */
export function compileTermMatcher<Term extends MatchableTerm>(terms: readonly Term[]): TermMatcher<Term> {
  const byFirstWord = new Map<string, CompiledTerm<Term>[]>();
  const singleWord = new Map<string, CompiledTerm<Term>[]>();
  for (const term of terms) {
    const words = tokenize(term.tr).map((token) => token.key + (token.apostropheSuffix ?? ""));
    if (words.length === 0) continue;
    const compiled = { term, words, length: words.join(" ").length };
    const index = words.length === 1 ? singleWord : byFirstWord;
    const bucket = index.get(words[0]!) ?? [];
    bucket.push(compiled);
    index.set(words[0]!, bucket);
  }

  /** The single-word terms a source word can be: itself, or itself less a suffix (with a softened last letter). */
  function singleWordCandidates(word: string): CompiledTerm<Term>[] {
    const found: CompiledTerm<Term>[] = [...(singleWord.get(word) ?? [])];
    for (let cut = 1; cut <= MAX_SUFFIX + 1 && word.length - cut >= MIN_STEM_FOR_SUFFIX - 1; cut++) {
      const prefix = word.slice(0, word.length - cut);
      found.push(...(singleWord.get(prefix) ?? []));
      const hardened = Object.entries(SOFTENED).find(([, soft]) => prefix.endsWith(soft))?.[0];
      if (hardened) found.push(...(singleWord.get(prefix.slice(0, -1) + hardened) ?? []));
    }
    return found;
  }

  function find(text: string): TermMatch<Term>[] {
    const tokens = tokenize(text);
    const candidates: (TermMatch<Term> & { words: number; length: number })[] = [];
    tokens.forEach((token, index) => {
      const add = (compiled: CompiledTerm<Term>, lastIndex: number) =>
        candidates.push({
          term: compiled.term,
          start: token.start,
          end: tokens[lastIndex]!.end,
          text: text.slice(token.start, tokens[lastIndex]!.end),
          words: compiled.words.length,
          length: compiled.length,
        });
      for (const compiled of singleWordCandidates(token.key)) {
        if (tokenMatchesLast(token, compiled.words[0]!)) add(compiled, index);
      }
      if (token.apostropheSuffix !== null) return;
      for (const compiled of byFirstWord.get(token.key) ?? []) {
        const last = index + compiled.words.length - 1;
        if (last >= tokens.length) continue;
        const middleMatches = compiled.words
          .slice(1, -1)
          .every(
            (word, offset) => tokens[index + 1 + offset]!.key === word && !tokens[index + 1 + offset]!.apostropheSuffix,
          );
        if (middleMatches && tokenMatchesLast(tokens[last]!, compiled.words.at(-1)!)) add(compiled, last);
      }
    });
    // Longest first (more words, then more letters), then earliest; a hit overlapping a kept one is dropped.
    candidates.sort((a, b) => b.words - a.words || b.length - a.length || a.start - b.start);
    const kept: typeof candidates = [];
    for (const candidate of candidates) {
      if (kept.some((hit) => candidate.start < hit.end && hit.start < candidate.end)) continue;
      kept.push(candidate);
    }
    return kept
      .sort((a, b) => a.start - b.start)
      .map(({ term, start, end, text: found }) => ({ term, start, end, text: found }));
  }

  return { find };
}
