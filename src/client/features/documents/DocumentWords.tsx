import type { WordCountSource } from "@shared/enums";
import { formatWords } from "@/features/orders/order-labels";

/** The mark shown after a word count that was not read from the document's text; null for "text". */
export function wordSourceLabel(source: WordCountSource): string | null {
  if (source === "scan") return "counted from a scan";
  if (source === "estimated") return "estimated";
  return null;
}

const MARKS: Record<Exclude<WordCountSource, "text">, { className: string; title: string }> = {
  scan: { className: "bg-sky-100 text-sky-900", title: "Read from the scanned pages by text recognition: we confirm it when we review the document." },
  estimated: { className: "bg-amber-100 text-amber-900", title: "Estimated from the page count: we confirm it when we review the document." },
};

/** "1,240 words", marked "counted from a scan" (OCR) or "estimated" (.doc files, pages where OCR found no words). */
export function DocumentWords({ document }: { document: { wordCount: number; wordCountSource: WordCountSource } }) {
  const source = document.wordCountSource;
  return (
    <span>
      {formatWords(document.wordCount)}
      {source !== "text" && (
        <span className={`ml-1 rounded px-1.5 py-0.5 text-xs font-medium ${MARKS[source].className}`} title={MARKS[source].title}>
          {wordSourceLabel(source)}
        </span>
      )}
    </span>
  );
}
