import type { LayoutLine } from "../../shared/segmentation/layout";

/** A document's text with its structure (docs/workbench.md, "Reading the text"), read in the analysis pool. */
export type DocumentLayout = {
  /** How the text was read: a text layer, DOCX, plain text (both "text"/"docx"), or OCR of page images ("scan"). */
  textSource: "text" | "docx" | "scan";
  pageCount: number;
  lines: LayoutLine[];
  /** The page images OCR read (PNG, turned the right way up), by page number: the editor shows them. */
  pageImages: { page: number; png: Uint8Array }[];
};

/** Why a document's text cannot be read into segments, in the translator's words (document_segmentations.error). */
export class LayoutUnreadable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LayoutUnreadable";
  }
}

export const UNREADABLE_LAYOUT_MESSAGES = {
  doc: "Old Word files (.doc) cannot be split into segments. Translate the downloaded file and upload the translation.",
  unreadable: "The file could not be read. Translate the downloaded file and upload the translation.",
  protected: "The PDF is password-protected, so its text cannot be read.",
  noText: "No text was found in this document (blank pages, or a scan too unclear to read).",
} as const;
