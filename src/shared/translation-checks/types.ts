// Shapes of the translation checks (issue 40, item 1; docs/translation-checks.md). The checks run on aligned
// segment pairs, whatever produced them: the segment editor, an imported XLIFF, or an uploaded translation split
// into lines beside the source's lines.
export type Direction = "tr-en" | "en-tr";

export interface Segment {
  id: string;
  source: string;
  target: string;
}

/** A name from the order's "names as in passport" list: how the document writes it, and the passport's spelling. */
export interface PassportName {
  asWritten: string;
  passportSpelling: string;
}

/** A termbase entry: the approved pair, and target-language variants a translator must not use. */
export interface TermEntry {
  tr: string;
  en: string;
  forbidden: string[];
}

export interface CheckContext {
  direction: Direction;
  names: PassportName[];
  terms: TermEntry[];
}
