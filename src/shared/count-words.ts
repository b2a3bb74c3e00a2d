/** A token counts as a word when it holds a letter or a digit in any script (Turkish ç ğ ı İ ö ş ü included). */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Words as translators bill them: whitespace-separated tokens, ignoring lone punctuation such as "-" or "•". */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/u)) {
    if (WORD_CHARACTER.test(token)) count += 1;
  }
  return count;
}

/**
 * A typical page of a certificate, transcript or letter: what a page is billed when its words cannot be read
 * (OCR found none on the server; the calculator in the browser has no OCR).
 */
export const ESTIMATED_WORDS_PER_PAGE = 250;
