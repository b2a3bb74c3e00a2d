// Word counts that can be read neither from text nor by OCR are estimated, and the document is marked "estimated".

export { ESTIMATED_WORDS_PER_PAGE } from "../../shared/count-words";

/**
 * Scanned PDF pages read by OCR per upload. A dense Letter page takes seconds (docs/performance.md, "Word
 * counting"), so an upload stays well under the browser's patience; pages past it are estimated and the
 * document marked so. Such files are rare, and the admin can set the price after review.
 */
export const MAX_OCR_PAGES_PER_DOCUMENT = 20;
