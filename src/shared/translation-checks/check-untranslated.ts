// Untranslated: an empty translation, one equal to the source, or words of the source language left in it.
import { finding, type Finding } from "./codes";
import { TURKISH_LETTER, foldKey, trLower, wordsOf } from "./text";
import type { Direction, PassportName, Segment } from "./types";

// Common Turkish words of civil documents and function words, none of them an English word or a usual name
// ("her", "on", "son", "ana", "ki" are left out for that reason). Folded keys: "medeni hali" and "medeni hâli" alike.
const TURKISH_WORDS = new Set(
  (
    "ve ile veya bir bu şu için olan olarak gibi daha çok değil yok ise tarafından tarihinde tarihli sayılı adı soyadı adresi annesi babası baba doğum " +
    "yeri tarihi nüfus kayıt kaydı örneği medeni hali evli bekar boşanmış dul erkek kadın kız oğlu kızı eşi cinsiyeti uyruğu dini veriliş verilen nedeni " +
    "sıra cilt hane ilçe sayı numarası mühür imza onay geçerlidir aslının aynıdır belgesi esas karar mahkemesi"
  )
    .split(" ")
    .map(foldKey),
);
// For en-tr: English words that never belong in a Turkish translation.
const ENGLISH_WORDS = new Set(
  "the and of with for this that is are was were date birth name place issued married single male female".split(" "),
);

export interface UntranslatedContext {
  direction: Direction;
  /** Folded words of every passport name, both spellings: a name is never a word left untranslated. */
  nameWords: Set<string>;
}

export function untranslatedContext(direction: Direction, names: readonly PassportName[]): UntranslatedContext {
  const nameWords = new Set(
    names.flatMap((name) => wordsOf(`${name.asWritten} ${name.passportSpelling}`).map(foldKey)),
  );
  return { direction, nameWords };
}

const squash = (text: string) => trLower(text).replace(/\s+/gu, " ").trim();
const isCapitalized = (word: string) => word[0] !== trLower(word[0]!);

/** Words English writes with Turkish letters: the state's official English name since 2022. */
const ENGLISH_WITH_TURKISH_LETTERS = new Set(["turkiye"]);

export function checkUntranslated(segment: Segment, context: UntranslatedContext): Finding[] {
  const sourceWords = wordsOf(segment.source);
  if (!segment.target.trim()) return segment.source.trim() ? [finding(segment.id, "TARGET_EMPTY")] : [];
  if (sourceWords.length === 0) return [];
  const translatable = sourceWords.filter((word) => !context.nameWords.has(foldKey(word)));
  // A lone proper noun (a place name) or names only are rightly copied as they are.
  const copiedRightly = translatable.length === 0 || (sourceWords.length === 1 && isCapitalized(sourceWords[0]!));
  if (!copiedRightly && squash(segment.target) === squash(segment.source))
    return [finding(segment.id, "TARGET_SAME_AS_SOURCE")];
  // A lone word copied ("Evli") still goes through the word list below.

  const findings: Finding[] = [];
  const targetWords = wordsOf(segment.target);
  const wordList = context.direction === "tr-en" ? TURKISH_WORDS : ENGLISH_WORDS;
  const key = context.direction === "tr-en" ? foldKey : (word: string) => word.toLowerCase();
  const left = unique(targetWords.filter((word) => wordList.has(key(word)) && !context.nameWords.has(foldKey(word))));
  if (left.length > 0) findings.push(finding(segment.id, "SOURCE_WORDS_LEFT", { words: left.join(", ") }));
  if (context.direction === "tr-en") {
    // Turkish letters outside names: a proper noun copied from the source (ÜSKÜDAR, Üsküdar) is fine.
    const sourceKeys = new Set(sourceWords.map(trLower));
    const letters = unique(
      targetWords.filter(
        (word) =>
          TURKISH_LETTER.test(word) &&
          !left.includes(word) &&
          !context.nameWords.has(foldKey(word)) &&
          !ENGLISH_WITH_TURKISH_LETTERS.has(foldKey(word)) &&
          !(isCapitalized(word) && sourceKeys.has(trLower(word))),
      ),
    );
    if (letters.length > 0) findings.push(finding(segment.id, "TURKISH_LETTERS_LEFT", { words: letters.join(", ") }));
  }
  return findings;
}

function unique(words: string[]): string[] {
  return [...new Set(words)];
}
