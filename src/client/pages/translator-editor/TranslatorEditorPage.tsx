import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { ArrowLeft, FileSearch, Search } from "lucide-react";
import type { SegmentDto, TermHitDto } from "@shared/schemas/workbench";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { useTranslatorJob } from "@/features/jobs/job-queries";
import { ConflictDialog } from "@/features/workbench/ConflictDialog";
import { FindReplaceBar } from "@/features/workbench/FindReplaceBar";
import type { FindHit } from "@/features/workbench/find-replace";
import { MatchesPane } from "@/features/workbench/MatchesPane";
import { PagePane } from "@/features/workbench/PagePane";
import { SegmentList, type SegmentListHandle } from "@/features/workbench/SegmentList";
import { targetFieldId } from "@/features/workbench/SegmentRow";
import { ShortcutsDialog } from "@/features/workbench/ShortcutsDialog";
import { actionOf, type EditorAction } from "@/features/workbench/shortcuts";
import { useSegmentEditor } from "@/features/workbench/use-segment-editor";
import {
  pageImageUrl,
  prepareSegments,
  useDocumentSegments,
  useDocumentTerms,
  useJobProgress,
  useSegmentMatches,
} from "@/features/workbench/workbench-queries";
import { XliffTools } from "@/features/workbench/XliffTools";
import { RenderTranslationButton } from "@/features/workbench/RenderTranslationButton";
import { toast } from "@/hooks/use-toast";
import { ApiError, apiMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";

const NO_SEGMENTS: SegmentDto[] = [];

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.tagName === "TEXTAREA" || element.tagName === "INPUT" || element.isContentEditable);
}

/** /translator/jobs/:id/documents/:documentId/editor: the segment editor of one document (issue 39 item 2). */
export function TranslatorEditorPage() {
  const { id: jobId, documentId } = useParams<{ id: string; documentId: string }>();
  const { t } = useTranslation("workbench");
  const job = useTranslatorJob(jobId);
  const segmentsQuery = useDocumentSegments(jobId, documentId);
  const data = segmentsQuery.data;
  const segments = data?.segments ?? NO_SEGMENTS;
  const terms = useDocumentTerms(jobId, documentId);
  const editor = useSegmentEditor(jobId, documentId, data);
  const jobProgress = useJobProgress(jobId, job.data?.documents.map((document) => document.id) ?? []);

  const [currentIndex, setCurrentIndex] = useState(0);
  const [helpOpen, setHelpOpen] = useState(false);
  const [findOpen, setFindOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [preparing, setPreparing] = useState(false);
  const tm = useTranslateMessage();
  const listRef = useRef<SegmentListHandle>(null);
  const findRef = useRef<HTMLInputElement>(null);
  const focusedTerm = useRef<TermHitDto | null>(null);

  const current = segments[currentIndex];
  const matches = useSegmentMatches(jobId, current?.id);

  const hitsBySegment = useMemo(() => {
    const map = new Map<number, TermHitDto[]>();
    for (const hit of terms.data?.hits ?? []) map.set(hit.segmentId, [...(map.get(hit.segmentId) ?? []), hit]);
    return map;
  }, [terms.data]);

  const goTo = useCallback(
    (index: number, range?: { start: number; end: number }) => {
      const bounded = Math.max(0, Math.min(segments.length - 1, index));
      setCurrentIndex(bounded);
      listRef.current?.focusSegment(bounded, range);
    },
    [segments.length],
  );

  // "Go to segment" from the checks (?segment=<id>): the editor opens on it, once; otherwise on the first segment
  // still to confirm (the first when all are), with the caret in its translation so the keys work from the start.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || segments.length === 0) return;
    opened.current = true;
    const wanted = Number(new URLSearchParams(window.location.search).get("segment"));
    const index = Number.isInteger(wanted) ? segments.findIndex((segment) => segment.id === wanted) : -1;
    const open = segments.findIndex((segment) => segment.status !== "confirmed");
    goTo(index >= 0 ? index : Math.max(0, open));
  }, [segments, goTo]);

  const onFocusSegment = useCallback(
    (segmentId: number) => {
      const index = segments.findIndex((segment) => segment.id === segmentId);
      if (index >= 0) setCurrentIndex(index);
    },
    [segments],
  );
  const onTermFocus = useCallback((hit: TermHitDto) => {
    focusedTerm.current = hit;
  }, []);

  /** Puts `text` at the caret of the current translation (replacing the selection). */
  function insertAtCaret(segment: SegmentDto, text: string) {
    const field = document.getElementById(targetFieldId(segment.id)) as HTMLTextAreaElement | null;
    const value = editor.view(segment).target;
    const start = field?.selectionStart ?? value.length;
    const end = field?.selectionEnd ?? value.length;
    editor.setTarget(segment, value.slice(0, start) + text + value.slice(end));
    requestAnimationFrame(() => field?.setSelectionRange(start + text.length, start + text.length));
  }

  function act(action: EditorAction) {
    if (action === "help") return setHelpOpen(true);
    if (action === "find") {
      setFindOpen(true);
      return requestAnimationFrame(() => findRef.current?.focus());
    }
    if (!current) return;
    const number = currentIndex + 1;
    switch (action) {
      case "previous":
        return goTo(currentIndex - 1);
      case "next":
        return goTo(currentIndex + 1);
      case "copySource":
        editor.setTarget(current, current.source, { origin: "manual", matchScore: null });
        return;
      case "insertMatch1":
      case "insertMatch2":
      case "insertMatch3": {
        const n = Number(action.slice(-1));
        const match = matches.data?.matches[n - 1];
        if (!match) return setAnnouncement(t("announce.noMatch", { number: n }));
        editor.setTarget(current, match.suggestion, { origin: "memory", matchScore: match.score });
        return;
      }
      case "insertTerm": {
        const hits = hitsBySegment.get(current.id) ?? [];
        const target = editor.view(current).target.toLocaleLowerCase();
        const hit =
          (focusedTerm.current?.segmentId === current.id ? focusedTerm.current : null) ??
          hits.find((candidate) => !target.includes(candidate.approved.toLocaleLowerCase())) ??
          hits[0];
        if (!hit) return setAnnouncement(t("announce.noTerm"));
        return insertAtCaret(current, hit.approved);
      }
      case "confirmNext": {
        void editor.save(current.id, "confirmed");
        setAnnouncement(t("announce.confirmed", { number }));
        const open = (index: number) => {
          const segment = segments[index]!;
          return index !== currentIndex && (segment.status !== "confirmed" || editor.edits.has(segment.id));
        };
        const after = segments.findIndex((_, index) => index > currentIndex && open(index));
        const next = after >= 0 ? after : segments.findIndex((_, index) => open(index));
        if (next >= 0) return goTo(next);
        setAnnouncement(t("announce.allConfirmed"));
        return;
      }
    }
  }

  // One listener for the whole page; it reads the latest render's state through the ref.
  const actRef = useRef(act);
  actRef.current = act;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (document.querySelector('[role="dialog"]')) return;
      const action = actionOf(event, isTyping(event.target));
      if (!action) return;
      event.preventDefault();
      actRef.current(action);
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, []);

  const shown = findOpen
    ? segments.map((segment) => ({ segment, source: segment.source, target: editor.view(segment).target }))
    : [];
  const onGoToHit = useCallback(
    (hit: FindHit) => {
      const index = segments.findIndex((segment) => segment.id === hit.segmentId);
      goTo(index, hit.field === "target" ? { start: hit.start, end: hit.end } : undefined);
    },
    [segments, goTo],
  );

  const documentName =
    job.data?.documents.find((document) => String(document.id) === documentId)?.title ??
    t("documentFallback", { id: documentId });
  const backLink = (
    <Button asChild variant="outline" size="sm">
      <Link href={`/translator/jobs/${jobId}`}>
        <ArrowLeft aria-hidden="true" />
        {t("backToJob")}
      </Link>
    </Button>
  );

  if (segmentsQuery.isLoading) return <Spinner label={t("loading")} />;
  if (!data) {
    const missing = segmentsQuery.error instanceof ApiError && [400, 404].includes(segmentsQuery.error.status);
    return <EmptyState icon={FileSearch} title={missing ? t("notFound") : t("loadFailed")} action={backLink} />;
  }
  if (data.status !== "ready" || segments.length === 0) {
    const text =
      data.status === "pending"
        ? t("pending")
        : data.status === "failed"
          ? t("failed", { error: data.error ?? "" })
          : t("empty");
    const prepare = data.status === "failed" && (
      <Button
        size="sm"
        disabled={preparing}
        onClick={() => {
          setPreparing(true);
          prepareSegments(jobId, documentId)
            .catch((error: unknown) =>
              toast({
                variant: "destructive",
                title: t("prepareFailed"),
                description: tm(apiMessage(error, String(error))),
              }),
            )
            .finally(() => setPreparing(false));
        }}
      >
        {preparing ? t("preparing") : t("prepare")}
      </Button>
    );
    return (
      <EmptyState
        icon={FileSearch}
        title={text}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {prepare}
            {backLink}
          </div>
        }
      />
    );
  }

  const conflict = editor.conflicts[0];
  const conflictNumber = conflict ? segments.findIndex((segment) => segment.id === conflict.segmentId) + 1 : 0;

  return (
    <div className="space-y-4" data-testid="segment-editor">
      <header className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="space-y-1">
          <h1 className="break-all text-2xl font-bold tracking-tight text-navy">
            {t("title", { name: documentName })}
          </h1>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <p data-testid="document-progress">
              {t("progress.document", { confirmed: data.progress.confirmed, total: data.progress.total })}
            </p>
            {jobProgress.ready && (job.data?.documents.length ?? 0) > 1 && (
              <p data-testid="job-progress">
                {t("progress.job", { confirmed: jobProgress.confirmed, total: jobProgress.total })}
              </p>
            )}
          </div>
          <progress
            className="h-2 w-64 overflow-hidden rounded"
            max={data.progress.total}
            value={data.progress.confirmed}
            aria-label={t("progress.label")}
          />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {backLink}
          <Button
            size="sm"
            variant="outline"
            aria-keyshortcuts="Control+Shift+F"
            onClick={() => act("find")}
            aria-expanded={findOpen}
          >
            <Search aria-hidden="true" />
            {t("find.open")}
          </Button>
          <ShortcutsDialog
            open={helpOpen}
            onOpenChange={setHelpOpen}
            onCloseAutoFocus={(event) => {
              // Back to the translation the help was asked from, not to the help button.
              event.preventDefault();
              goTo(currentIndex);
            }}
          />
        </div>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <XliffTools jobId={jobId} documentId={documentId} />
        <RenderTranslationButton
          jobId={jobId}
          documentId={documentId}
          confirmed={data.progress.confirmed}
          total={data.progress.total}
        />
      </div>
      {findOpen && (
        <FindReplaceBar
          ref={findRef}
          segments={shown}
          onGoTo={onGoToHit}
          onReplace={(segment, target) => editor.setTarget(segment, target)}
          onAnnounce={setAnnouncement}
          onClose={() => {
            setFindOpen(false);
            goTo(currentIndex);
          }}
        />
      )}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <SegmentList
          ref={listRef}
          segments={segments}
          view={editor.view}
          currentIndex={currentIndex}
          hitsBySegment={hitsBySegment}
          onChange={editor.setTarget}
          onFocusSegment={onFocusSegment}
          onTermFocus={onTermFocus}
        />
        <aside className="space-y-4" aria-label={t("matches.title")}>
          <MatchesPane
            matches={matches.data?.matches ?? []}
            loading={matches.isLoading}
            onInsert={(index) => act(`insertMatch${index + 1}` as EditorAction)}
          />
          <PagePane
            imageUrl={(page) => pageImageUrl(jobId, documentId, page)}
            box={current?.box ?? null}
            pageImages={data.pageImages}
          />
        </aside>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      <ConflictDialog
        conflict={conflict}
        number={conflictNumber}
        onResolve={(keep) => conflict && editor.resolveConflict(conflict, keep)}
      />
    </div>
  );
}
