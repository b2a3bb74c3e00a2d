import { formatWords } from "@/features/orders/order-labels";

/** "1,240 words", marked when the figure is an estimate (images, scanned pages, .doc files). */
export function DocumentWords({ document }: { document: { wordCount: number; wordCountEstimated: boolean } }) {
  return (
    <span>
      {formatWords(document.wordCount)}
      {document.wordCountEstimated && (
        <span className="ml-1 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900" title="Estimated from the page count: we confirm it when we review the document.">
          estimated
        </span>
      )}
    </span>
  );
}
