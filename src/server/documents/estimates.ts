// Word counts that can be read neither from text nor by OCR are estimated, and the document is marked "estimated".

/** A typical page of a certificate, transcript or letter; used for pages where OCR finds no words. */
export const ESTIMATED_WORDS_PER_PAGE = 250;

/**
 * Scanned PDF pages read by OCR per upload (about 1 s a page on 2 workers, so under a minute). Pages past it
 * are estimated and the document marked so; such files are rare and the admin reviews them.
 */
export const MAX_OCR_PAGES_PER_DOCUMENT = 50;
