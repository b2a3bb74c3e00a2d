import { z } from "zod";
import { DOCUMENT_TYPE_IDS, type DocumentTypeId } from "../catalog";
import { ERROR_TEXTS } from "../error-codes";
import { pageQuerySchema, pageSchema, pageTotalShape } from "./pagination";

// The termbase (issue 39 item 4; docs/workbench.md, "Termbase"): the admin's form and the server's routes share
// these shapes, so a message such as "Please enter the Turkish term" exists once.

export const TERM_MAX = 200;
export const TERM_NOTE_MAX = 1_000;
export const TERM_FORBIDDEN_MAX = 20;

const termText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(TERM_MAX, ERROR_TEXTS.TERM_TOO_LONG)
    .refine((text) => !/[\r\n]/.test(text), ERROR_TEXTS.TERM_SINGLE_LINE);

/** Sorted and without repeats: the stored form, so one set of types is one key whatever order it was given in. */
export function normalizeDocumentTypes(types: readonly DocumentTypeId[]): DocumentTypeId[] {
  return [...new Set(types)].sort();
}

/** POST /api/admin/termbase and PUT /api/admin/termbase/:id (the dialog's form). */
export const termInputSchema = z.object({
  tr: termText(ERROR_TEXTS.TERM_TR_REQUIRED),
  en: termText(ERROR_TEXTS.TERM_EN_REQUIRED),
  /** Empty: the term holds for every document type. */
  documentTypes: z
    .array(z.enum(DOCUMENT_TYPE_IDS, { error: ERROR_TEXTS.TERM_DOCUMENT_TYPE }))
    .max(DOCUMENT_TYPE_IDS.length, ERROR_TEXTS.TERM_DOCUMENT_TYPE)
    .transform(normalizeDocumentTypes),
  note: z
    .string()
    .trim()
    .max(TERM_NOTE_MAX, ERROR_TEXTS.TERM_NOTE_TOO_LONG)
    .nullish()
    .transform((note) => note || null),
  /** English variants a translator must not use; blanks and repeats dropped. */
  forbidden: z
    .array(termText(ERROR_TEXTS.TERM_EN_REQUIRED))
    .max(TERM_FORBIDDEN_MAX, ERROR_TEXTS.TERM_FORBIDDEN_TOO_MANY)
    .transform((variants) => [...new Set(variants)]),
});
export type TermInput = z.infer<typeof termInputSchema>;

/** The admin dialog's fields: the same checks, the forbidden variants typed one per line. */
export const termFormSchema = termInputSchema
  .extend({
    note: z.string().trim().max(TERM_NOTE_MAX, ERROR_TEXTS.TERM_NOTE_TOO_LONG),
    forbiddenLines: z
      .string()
      .transform((lines) =>
        lines
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      )
      .pipe(termInputSchema.shape.forbidden),
  })
  .omit({ forbidden: true });
export type TermFormValues = z.input<typeof termFormSchema>;

/** What the dialog sends: the form's values in the routes' shape. */
export function termInputOfForm(values: z.output<typeof termFormSchema>): TermInput {
  const { forbiddenLines, ...rest } = values;
  return { ...rest, note: rest.note || null, forbidden: forbiddenLines };
}

export const termSchema = z.object({
  id: z.number().int(),
  tr: z.string(),
  en: z.string(),
  documentTypes: z.array(z.enum(DOCUMENT_TYPE_IDS)),
  note: z.string().nullable(),
  forbidden: z.array(z.string()),
  updatedAt: z.string(),
  /** The admin who last edited it; null for a seeded or imported term nobody edited since. */
  updatedByName: z.string().nullable(),
});
export type TermDto = z.infer<typeof termSchema>;

/** DELETE /api/admin/termbase/:id — the deleted term's id. */
export const termDeletedSchema = z.object({ id: z.number().int() });

/**
 * GET /api/admin/termbase?search=&documentType=&limit=&cursor= — recently edited first. `search` looks in the
 * Turkish (folded: "nufus" finds "Nüfus") and the English; `documentType` keeps the terms that hold for it (its
 * own and those for every type).
 */
export const termListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(TERM_MAX).optional(),
  documentType: z.enum(DOCUMENT_TYPE_IDS).optional(),
});
export type TermListQuery = z.infer<typeof termListQuerySchema>;

export const termListSchema = pageSchema(termSchema).extend(pageTotalShape);
export type TermListDto = z.infer<typeof termListSchema>;

export const TERMBASE_FORMATS = ["csv", "tbx"] as const;
export type TermbaseFormat = (typeof TERMBASE_FORMATS)[number];

/** An import file is read whole (a JSON body): about 20,000 terms fit. */
/** The file travels as JSON text under the server's 1 MB body limit (Turkish letters take two bytes). */
export const TERMBASE_IMPORT_MAX_CHARS = 450_000;
export const TERMBASE_IMPORT_MAX_TERMS = 20_000;

/** POST /api/admin/termbase-files/import — the file's text, as the browser read it. */
export const termImportSchema = z.object({
  format: z.enum(TERMBASE_FORMATS),
  content: z.string().max(TERMBASE_IMPORT_MAX_CHARS, ERROR_TEXTS.TERMBASE_FILE_TOO_LARGE),
});
export type TermImportInput = z.infer<typeof termImportSchema>;

/** What an import did: new terms, terms whose English, note or forbidden variants changed, and unchanged ones. */
export const termImportResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
});
export type TermImportResult = z.infer<typeof termImportResultSchema>;

/** GET /api/admin/termbase-files/export?format=csv|tbx */
export const termExportQuerySchema = z.object({ format: z.enum(TERMBASE_FORMATS) });
