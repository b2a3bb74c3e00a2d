/**
 * The English text of code SERVER_ERROR_REFERENCE (src/shared/error-codes.ts), in a module of its own: the client's
 * shell shows it for any failed request, and importing the whole list of error texts for it cost the landing page
 * about 5 KB gzip of initial JS (docs/performance.md, "Client bundle and LCP").
 */
export const SERVER_ERROR_REFERENCE_TEXT =
  "Something went wrong on our side. If it happens again, please quote this reference: {{reference}}";

export function serverErrorReferenceText(reference: string): string {
  return SERVER_ERROR_REFERENCE_TEXT.replace("{{reference}}", reference);
}
