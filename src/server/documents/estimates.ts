// Word counts that cannot be read from text are estimated, and the document is marked wordCountEstimated.

/** A typical page of a certificate, transcript or letter; used for images and scanned PDF pages. */
export const ESTIMATED_WORDS_PER_PAGE = 250;
