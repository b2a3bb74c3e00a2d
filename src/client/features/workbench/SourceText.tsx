import { useTranslation } from "react-i18next";
import type { TermHitDto } from "@shared/schemas/workbench";

type Props = { source: string; hits: readonly TermHitDto[]; onTermFocus?: (hit: TermHitDto) => void };

/**
 * A segment's source with the termbase's terms marked; each term is a focusable button (Ctrl+Shift+T then inserts it) and shows its approved translation
 * (and forbidden variants) on hover or focus, and its screen-reader name says the same.
 */
export function SourceText({ source, hits, onTermFocus }: Props) {
  const { t } = useTranslation("workbench");
  const sorted = [...hits].sort((a, b) => a.start - b.start);
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const hit of sorted) {
    if (hit.start < at || hit.end > source.length) continue;
    if (hit.start > at) parts.push(source.slice(at, hit.start));
    const tip = [
      t("terms.hit", { source: hit.source, approved: hit.approved }),
      hit.forbidden.length ? t("terms.forbidden", { variants: hit.forbidden.join(", ") }) : "",
      hit.note ?? "",
    ]
      .filter(Boolean)
      .join(" · ");
    parts.push(
      <button
        type="button"
        key={`${hit.termId}-${hit.start}`}
        aria-label={tip}
        data-term-id={hit.termId}
        onFocus={() => onTermFocus?.(hit)}
        onMouseEnter={() => onTermFocus?.(hit)}
        className="group relative inline rounded-sm bg-amber-100 px-0.5 text-left text-inherit underline decoration-amber-500 decoration-dotted underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {source.slice(hit.start, hit.end)}
        <span
          role="tooltip"
          className="pointer-events-none absolute left-0 top-full z-20 mt-1 hidden w-max max-w-xs rounded-md border bg-popover px-2 py-1 text-xs text-popover-foreground shadow-md group-hover:block group-focus:block"
        >
          {tip}
        </span>
      </button>,
    );
    at = hit.end;
  }
  if (at < source.length) parts.push(source.slice(at));
  return <span className="whitespace-pre-wrap break-words">{parts}</span>;
}
