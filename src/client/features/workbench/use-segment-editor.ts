import { useCallback, useEffect, useRef, useState } from "react";
import type { DocumentSegmentsDto, SegmentDto, SegmentOrigin, SegmentStatus } from "@shared/schemas/workbench";
import { apiMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { clearDraft, draftOutcome, readDraft, writeDraft } from "./draft-store";
import { isConflict, refetchSegments, saveSegment, segmentsKey, storeSegment } from "./workbench-queries";

// The editor's unsaved work (issue 39 item 2, "nothing lost"): each edit is kept in localStorage at once and
// autosaved as a draft a second later; a confirmation saves at once. A 409 from the server becomes a conflict
// showing both versions; nothing is overwritten until the translator chooses.

export const AUTOSAVE_MS = 1_000;

/** A segment's text not yet held by the server: the revision it started from and where it came from. */
export type Edit = {
  target: string;
  revision: number;
  origin?: SegmentOrigin;
  matchScore?: number | null;
  state: "dirty" | "saving" | "failed";
  error?: ReturnType<typeof apiMessage>;
};

export type Conflict = { segmentId: number; mine: { target: string; status: SegmentStatus }; stored: SegmentDto };

type Meta = { origin?: SegmentOrigin; matchScore?: number | null };

const storage = () => window.localStorage;

export function useSegmentEditor(jobId: string, documentId: string, data: DocumentSegmentsDto | undefined) {
  const edits = useRef(new Map<number, Edit>());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const chains = useRef(new Map<number, Promise<unknown>>());
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [, setVersion] = useState(0);
  const rerender = useCallback(() => setVersion((version) => version + 1), []);

  const cached = useCallback(
    (segmentId: number) =>
      queryClient
        .getQueryData<DocumentSegmentsDto>([segmentsKey(jobId, documentId)])
        ?.segments.find((segment) => segment.id === segmentId),
    [jobId, documentId],
  );

  /** Sends the segment's current text with `status`; saves of one segment run one after another. */
  const save = useCallback(
    (segmentId: number, status: SegmentStatus): Promise<boolean> => {
      const timer = timers.current.get(segmentId);
      if (timer) clearTimeout(timer);
      timers.current.delete(segmentId);
      const run = async (): Promise<boolean> => {
        const segment = cached(segmentId);
        if (!segment) return false;
        const edit = edits.current.get(segmentId);
        if (!edit && status === segment.status) return true;
        const target = edit?.target ?? segment.target;
        const revision = edit?.revision ?? segment.revision;
        if (edit) edits.current.set(segmentId, { ...edit, state: "saving" });
        rerender();
        try {
          const saved = await saveSegment(jobId, segmentId, {
            target,
            status,
            revision,
            ...(edit?.origin ? { origin: edit.origin, matchScore: edit.matchScore ?? null } : {}),
          });
          storeSegment(jobId, documentId, saved);
          clearDraft(storage(), segmentId, target);
          const now = edits.current.get(segmentId);
          // Typing went on while the save was under way: that text is still unsaved, now on the new revision.
          if (now && now.target !== target) edits.current.set(segmentId, { ...now, revision: saved.revision });
          else edits.current.delete(segmentId);
          rerender();
          return true;
        } catch (error) {
          if (isConflict(error)) {
            await refetchSegments(jobId, documentId);
            const stored = cached(segmentId);
            const mine = { target, status };
            if (stored)
              setConflicts((list) => [...list.filter((c) => c.segmentId !== segmentId), { segmentId, mine, stored }]);
          }
          const now = edits.current.get(segmentId) ?? { target, revision };
          edits.current.set(segmentId, { ...now, state: "failed", error: apiMessage(error, String(error)) });
          rerender();
          return false;
        }
      };
      const next = (chains.current.get(segmentId) ?? Promise.resolve()).then(run, run);
      chains.current.set(segmentId, next);
      return next;
    },
    [cached, jobId, documentId, rerender],
  );

  const setTarget = useCallback(
    (segment: SegmentDto, target: string, meta: Meta = {}) => {
      const before = edits.current.get(segment.id);
      const edit: Edit = {
        target,
        revision: before?.revision ?? segment.revision,
        origin: meta.origin ?? before?.origin,
        matchScore: meta.origin ? meta.matchScore : before?.matchScore,
        state: "dirty",
      };
      edits.current.set(segment.id, edit);
      writeDraft(storage(), segment.id, { target, revision: edit.revision });
      const timer = timers.current.get(segment.id);
      if (timer) clearTimeout(timer);
      timers.current.set(
        segment.id,
        setTimeout(() => void save(segment.id, "draft"), AUTOSAVE_MS),
      );
      rerender();
    },
    [save, rerender],
  );

  // Drafts a crash or a reload left behind: resumed when the server has not moved on, else shown as a conflict.
  const restored = useRef(false);
  useEffect(() => {
    if (!data || data.status !== "ready" || restored.current) return;
    restored.current = true;
    const found: Conflict[] = [];
    for (const segment of data.segments) {
      const outcome = draftOutcome(readDraft(storage(), segment.id), segment);
      if (outcome.kind === "resume") setTarget(segment, outcome.target);
      if (outcome.kind === "conflict") {
        edits.current.set(segment.id, { target: outcome.target, revision: outcome.revision, state: "failed" });
        found.push({ segmentId: segment.id, mine: { target: outcome.target, status: "draft" }, stored: segment });
      }
    }
    if (found.length) setConflicts(found);
    rerender();
  }, [data, setTarget, rerender]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const resolveConflict = useCallback(
    (conflict: Conflict, keep: "mine" | "stored") => {
      setConflicts((list) => list.filter((c) => c.segmentId !== conflict.segmentId));
      if (keep === "stored") {
        edits.current.delete(conflict.segmentId);
        clearDraft(storage(), conflict.segmentId);
        rerender();
        return;
      }
      edits.current.set(conflict.segmentId, {
        target: conflict.mine.target,
        revision: conflict.stored.revision,
        state: "dirty",
      });
      writeDraft(storage(), conflict.segmentId, { target: conflict.mine.target, revision: conflict.stored.revision });
      void save(conflict.segmentId, conflict.mine.status);
    },
    [save, rerender],
  );

  /** The segment as the editor shows it: the server's, with the unsaved text over it. */
  const view = (segment: SegmentDto) => {
    const edit = edits.current.get(segment.id);
    return { target: edit?.target ?? segment.target, edit };
  };

  return { setTarget, save, view, edits: edits.current, conflicts, resolveConflict };
}
