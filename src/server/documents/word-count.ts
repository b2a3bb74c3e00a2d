import type { WordCountSource } from "../../shared/enums";

/**
 * The words to bill for a document and where they come from. `estimated` is `source === "estimated"`,
 * kept for callers that only need to know whether the figure is firm.
 */
export type WordCount = {
  wordCount: number;
  source: WordCountSource;
  estimated: boolean;
  /** The least confident OCR reading of its pages (0–100), when any page was read by OCR. */
  ocrConfidence?: number;
};

/** One page's words and how they were found; `ocrConfidence` when the page was read by OCR. */
export type PageWords = { words: number; source: WordCountSource; ocrConfidence?: number };

export function wordCount(words: number, source: WordCountSource, ocrConfidence?: number): WordCount {
  const count: WordCount = { wordCount: words, source, estimated: source === "estimated" };
  if (ocrConfidence !== undefined) count.ocrConfidence = ocrConfidence;
  return count;
}

/**
 * A document's count from its pages: any estimated page makes the whole count an estimate; otherwise any
 * page read by OCR makes it "counted from a scan"; otherwise it was counted from the text.
 */
export function wordCountFromPages(pages: readonly PageWords[]): WordCount {
  const total = pages.reduce((sum, page) => sum + page.words, 0);
  const sources = new Set(pages.map((page) => page.source));
  const confidences = pages.flatMap((page) => (page.ocrConfidence === undefined ? [] : [page.ocrConfidence]));
  return wordCount(
    total,
    sources.has("estimated") ? "estimated" : sources.has("scan") ? "scan" : "text",
    confidences.length > 0 ? Math.min(...confidences) : undefined,
  );
}
