import { memo } from "react";
import { useTranslation } from "react-i18next";
import { CheckCircle2, CircleDashed } from "lucide-react";
import type { SegmentDto, TermHitDto } from "@shared/schemas/workbench";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { useTranslateMessage } from "@/lib/translate-message";
import type { Edit } from "./use-segment-editor";
import { SourceText } from "./SourceText";

type Props = {
  segment: SegmentDto;
  number: number;
  /** The row's place in the table (the header is row 1), for screen readers in a virtualized list. */
  rowIndex: number;
  target: string;
  edit: Edit | undefined;
  current: boolean;
  /** The source of the label this value pairs with (same row), for "pairs with". */
  pairedLabel: string | null;
  /** Whether the row above belongs to the same label–value pair or table row: the rows are drawn as one band. */
  joinsAbove: boolean;
  hits: readonly TermHitDto[];
  onChange: (segment: SegmentDto, target: string) => void;
  onFocus: (segmentId: number) => void;
  onTermFocus: (hit: TermHitDto) => void;
};

export const targetFieldId = (segmentId: number) => `segment-target-${segmentId}`;

/** One segment: its number and kind, the source (terms marked) and the translation side by side, its state. */
export const SegmentRow = memo(function SegmentRow(props: Props) {
  const { segment, number, target, edit, current, pairedLabel, joinsAbove, hits } = props;
  const { t } = useTranslation("workbench");
  const tm = useTranslateMessage();
  const paired = segment.kind === "label" || segment.kind === "value" || segment.kind === "cell";
  const kind =
    segment.kind === "cell"
      ? t("kinds.cell", { row: (segment.row ?? 0) + 1, col: (segment.col ?? 0) + 1 })
      : t(`kinds.${segment.kind}`);
  const confirmed = segment.status === "confirmed" && !edit;
  const stateText = edit
    ? edit.state === "failed" && edit.error
      ? t("list.saveFailed", { message: tm(edit.error) })
      : t("list.unsaved")
    : confirmed
      ? t("list.confirmed")
      : t("list.draft");

  return (
    <div
      role="row"
      aria-rowindex={props.rowIndex}
      aria-current={current ? "true" : undefined}
      data-segment-id={segment.id}
      data-status={confirmed ? "confirmed" : "draft"}
      className={cn(
        "grid grid-cols-[3rem_1fr_1fr] gap-3 border-b px-2 py-2 text-sm",
        paired && "border-l-4 border-l-sky-300 bg-sky-50/40",
        joinsAbove && "border-t-0 pt-0.5",
        segment.kind === "heading" && "font-semibold",
        current && "bg-amber-50 ring-2 ring-inset ring-amber-300",
      )}
    >
      <div role="rowheader" className="flex flex-col items-start gap-1 text-xs text-muted-foreground">
        <span className="font-mono">{t("list.segment", { number })}</span>
        <span>{kind}</span>
      </div>
      <div role="cell" className="min-w-0">
        <SourceText source={segment.source} hits={hits} onTermFocus={props.onTermFocus} />
        {segment.kind === "value" && pairedLabel && (
          <p className="mt-1 text-xs text-sky-800">{t("kinds.pairsWith", { label: pairedLabel })}</p>
        )}
      </div>
      <div role="cell" className="min-w-0 space-y-1">
        <textarea
          id={targetFieldId(segment.id)}
          value={target}
          rows={1}
          spellCheck
          aria-label={t("list.targetLabel", { number, source: segment.source })}
          aria-describedby={`segment-state-${segment.id}`}
          onChange={(event) => props.onChange(segment, event.target.value)}
          onFocus={() => props.onFocus(segment.id)}
          className="block min-h-9 w-full resize-none rounded-md border border-input bg-background px-2 py-1.5 text-sm [field-sizing:content] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <p
          id={`segment-state-${segment.id}`}
          className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground"
        >
          {confirmed ? (
            <CheckCircle2 aria-hidden="true" className="size-3.5 text-green-700" />
          ) : (
            <CircleDashed aria-hidden="true" className="size-3.5" />
          )}
          <span className={cn(edit?.state === "failed" && "text-destructive")}>{stateText}</span>
          {segment.origin === "mt" && (
            <Badge tone="violet" title={t("list.mtTitle")}>
              {t("list.mt")}
            </Badge>
          )}
          {segment.origin === "memory" && segment.matchScore !== null && (
            <Badge tone="teal">{t("list.memory", { score: segment.matchScore })}</Badge>
          )}
        </p>
      </div>
    </div>
  );
});
