// Word counts that can be read neither from text nor by OCR are estimated, and the document is marked "estimated".

export { ESTIMATED_WORDS_PER_PAGE } from "../../shared/count-words";

/**
 * Scanned PDF pages read by OCR per upload (about 1 s a page on 2 workers, so under a minute). Pages past it
 * are estimated and the document marked so; such files are rare and the admin reviews them.
 */
export const MAX_OCR_PAGES_PER_DOCUMENT = 50;
