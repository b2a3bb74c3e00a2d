import { forwardRef, useImperativeHandle, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { SegmentDto, TermHitDto } from "@shared/schemas/workbench";
import type { Edit } from "./use-segment-editor";
import { SegmentRow, targetFieldId } from "./SegmentRow";

type Props = {
  segments: readonly SegmentDto[];
  view: (segment: SegmentDto) => { target: string; edit: Edit | undefined };
  currentIndex: number;
  hitsBySegment: ReadonlyMap<number, TermHitDto[]>;
  onChange: (segment: SegmentDto, target: string) => void;
  onFocusSegment: (segmentId: number) => void;
  onTermFocus: (hit: TermHitDto) => void;
};

export type SegmentListHandle = {
  /** Scrolls the segment into view and puts the caret in its translation (selecting `range` when given). */
  focusSegment: (index: number, range?: { start: number; end: number }) => void;
};

const EMPTY: TermHitDto[] = [];

/**
 * The segments, virtualized (@tanstack/react-virtual): only the rows on screen are in the page, so 1,000 segments
 * scroll and type as smoothly as ten. A table for assistive technology, with the row count and each row's index.
 */
export const SegmentList = forwardRef<SegmentListHandle, Props>(function SegmentList(props, ref) {
  const { segments, view, currentIndex, hitsBySegment } = props;
  const { t } = useTranslation("workbench");
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: segments.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 64,
    overscan: 6,
    getItemKey: (index) => segments[index]!.id,
  });

  const labels = useMemo(() => {
    const byRow = new Map<number, string>();
    for (const segment of segments)
      if (segment.kind === "label" && segment.row !== null) byRow.set(segment.row, segment.source);
    return byRow;
  }, [segments]);

  useImperativeHandle(ref, () => ({
    focusSegment(index, range) {
      const segment = segments[index];
      if (!segment) return;
      virtualizer.scrollToIndex(index, { align: "auto" });
      // The row may only be rendered after the scroll: try for a few frames.
      let tries = 0;
      const focus = () => {
        const field = document.getElementById(targetFieldId(segment.id)) as HTMLTextAreaElement | null;
        if (field) {
          field.focus({ preventScroll: false });
          if (range) field.setSelectionRange(range.start, range.end);
          else field.setSelectionRange(field.value.length, field.value.length);
        } else if ((tries += 1) < 10) requestAnimationFrame(focus);
      };
      requestAnimationFrame(focus);
    },
  }));

  return (
    <div role="table" aria-label={t("list.label")} aria-rowcount={segments.length + 1} className="rounded-md border">
      <div role="rowgroup">
        <div
          role="row"
          aria-rowindex={1}
          className="grid grid-cols-[3rem_1fr_1fr] gap-3 border-b bg-muted/60 px-2 py-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
        >
          <span role="columnheader">#</span>
          <span role="columnheader">{t("list.source")}</span>
          <span role="columnheader">{t("list.target")}</span>
        </div>
      </div>
      <div ref={scrollRef} role="rowgroup" className="h-[65vh] overflow-auto" data-testid="segment-scroller">
        <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
          {virtualizer.getVirtualItems().map((item) => {
            const segment = segments[item.index]!;
            const above = segments[item.index - 1];
            const { target, edit } = view(segment);
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                role="presentation"
                style={{
                  position: "absolute",
                  top: 0,
                  left: 0,
                  width: "100%",
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <SegmentRow
                  segment={segment}
                  number={item.index + 1}
                  rowIndex={item.index + 2}
                  target={target}
                  edit={edit}
                  current={item.index === currentIndex}
                  pairedLabel={segment.row !== null ? (labels.get(segment.row) ?? null) : null}
                  joinsAbove={!!above && above.row !== null && above.row === segment.row && segment.kind !== "heading"}
                  hits={hitsBySegment.get(segment.id) ?? EMPTY}
                  onChange={props.onChange}
                  onFocus={props.onFocusSegment}
                  onTermFocus={props.onTermFocus}
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
});
