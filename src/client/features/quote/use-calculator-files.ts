import { useCallback, useEffect, useRef, useState } from "react";
import type { WordCountSource } from "@shared/enums";
import type { SaveOrderDraftInput } from "@shared/schemas/order-draft";
import { apiMessage } from "@/lib/api";
import type { Shown } from "@/lib/translate-message";
import type { DraftItem } from "@/features/pricing/draft-items";
import { fileProblem } from "@/features/order-draft/file-problem";

/**
 * The file of one calculator document, uploaded into the visitor's order draft and counted by the server (OCR for
 * photos and scans), so /order has it already: a file is chosen once (docs/ordering.md, "Files first").
 */
export type CalculatorFile = {
  name: string;
  size: number;
  status: "uploading" | "reading" | "counted" | "failed";
  /** 0..1 while uploading. */
  progress: number;
  /** The draft file's id once uploaded. */
  fileId?: number;
  words?: number;
  source?: WordCountSource | null;
  /** Why the file was refused (the server's message and code, or the shared file check's); none: no answer. */
  error?: Shown;
};

/** How often a file being read is asked after (GET /api/order-draft), and for how long at most. */
const POLL_MS = 1000;
const POLL_LIMIT_MS = 5 * 60 * 1000;

const loadRequests = () => import("@/features/order-draft/draft-requests");

type Snapshot = (fileIds: Record<string, number | undefined>) => { input: SaveOrderDraftInput; items: DraftItem[] };

/**
 * Files by calculator row (item key). `snapshot` gives the calculator as the draft takes it (with the files'
 * ids) and its rows; `onCounted` puts a counted file's words into its row. Every write to the draft goes through
 * one chain, in order.
 */
export function useCalculatorFiles(snapshot: Snapshot, onCounted: (itemKey: string, words: number) => void) {
  const [files, setFiles] = useState<Record<string, CalculatorFile>>({});
  const filesRef = useRef(files);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  // Only the newest pick of a row counts (a second file replaces the first).
  const picks = useRef<Record<string, number>>({});
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  // filesRef is the truth (writes read the files' ids from it at once); the state re-renders.
  const patch = useCallback((key: string, changes: Partial<CalculatorFile> | null) => {
    const next = { ...filesRef.current };
    if (changes === null) delete next[key];
    else next[key] = { ...(next[key] ?? { name: "", size: 0, status: "uploading", progress: 0 }), ...changes };
    filesRef.current = next;
    setFiles(next);
  }, []);
  const snap = useCallback(
    () => snapshot(Object.fromEntries(Object.entries(filesRef.current).map(([key, file]) => [key, file.fileId]))),
    [snapshot],
  );

  /** Queues a write to the draft after the ones before it. */
  const write = useCallback(<T>(step: () => Promise<T>): Promise<T> => {
    const next = chain.current.then(step, step);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);

  const pick = useCallback(
    async (itemKey: string, file: File) => {
      const pickId = (picks.current[itemKey] ?? 0) + 1;
      picks.current[itemKey] = pickId;
      const current = () => alive.current && picks.current[itemKey] === pickId;
      const previous = filesRef.current[itemKey]?.fileId;
      const problem = fileProblem(file);
      if (problem) {
        patch(itemKey, { name: file.name, size: file.size, status: "failed", progress: 0, error: problem });
        return;
      }
      patch(itemKey, { name: file.name, size: file.size, status: "uploading", progress: 0, fileId: undefined });
      try {
        const api = await loadRequests();
        const draft = await write(async () => {
          if (previous) await api.deleteDraftFile(previous).catch(() => undefined);
          // The draft first holds the calculator's documents as they are, so the file is bound to its row.
          const { input, items } = snap();
          const itemIndex = items.findIndex((item) => item.key === itemKey);
          await api.saveOrderDraft(input);
          return api.uploadDraftFile(
            file,
            { documentType: items[itemIndex]?.documentType, itemIndex: itemIndex < 0 ? undefined : itemIndex },
            (progress) => current() && patch(itemKey, { progress }),
          );
        });
        const { items } = snap();
        const itemIndex = items.findIndex((item) => item.key === itemKey);
        const fileId = draft.items[itemIndex]?.fileId ?? api.newestFile(draft)?.id;
        if (!current()) {
          if (fileId) void write(() => api.deleteDraftFile(fileId)).catch(() => undefined);
          return;
        }
        patch(itemKey, { status: "reading", progress: 1, fileId });
        const started = Date.now();
        for (let answer = draft; fileId && current();) {
          const read = answer.files.find((candidate) => candidate.id === fileId);
          if (!read) break;
          if (read.status === "counted" && read.wordCount !== null) {
            patch(itemKey, { status: "counted", words: read.wordCount, source: read.wordCountSource });
            onCounted(itemKey, read.wordCount);
            return;
          }
          if (read.status === "failed") {
            // A refused file is not carried to /order: it leaves the draft, and the row says why.
            void write(() => api.deleteDraftFile(fileId)).catch(() => undefined);
            patch(itemKey, {
              status: "failed",
              fileId: undefined,
              error: { message: read.error ?? "", code: read.errorCode ?? undefined },
            });
            return;
          }
          if (Date.now() - started > POLL_LIMIT_MS) return;
          await new Promise((resume) => setTimeout(resume, POLL_MS));
          const polled = await api.fetchOrderDraft();
          if (!polled) break;
          answer = polled;
        }
        if (current()) patch(itemKey, null);
      } catch (error) {
        if (!current()) return;
        const shown = apiMessage(error, "");
        patch(itemKey, { status: "failed", fileId: undefined, error: shown.message ? shown : undefined });
      }
    },
    [onCounted, patch, snap, write],
  );

  /** The row's file leaves the draft (a removed row, or the visitor took the file away). */
  const drop = useCallback(
    (itemKey: string) => {
      picks.current[itemKey] = (picks.current[itemKey] ?? 0) + 1;
      const fileId = filesRef.current[itemKey]?.fileId;
      patch(itemKey, null);
      if (fileId) void write(async () => (await loadRequests()).deleteDraftFile(fileId)).catch(() => undefined);
    },
    [patch, write],
  );

  /** Get Started: the calculator's documents and options saved into the draft, after any write under way. */
  const save = useCallback(() => write(async () => (await loadRequests()).saveOrderDraft(snap().input)), [snap, write]);

  return { files, pick, drop, save };
}
