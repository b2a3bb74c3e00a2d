import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { OrderDraftDto } from "@shared/schemas/order-draft";
import { apiMessage } from "@/lib/api";
import type { Shown } from "@/lib/translate-message";
import { deleteDraftFile, saveOrderDraft, uploadDraftFile } from "./draft-requests";
import { fileProblem } from "./file-problem";
import { draftStateOf, nextFilelessItem, saveInputOf, withServerFiles, type DraftState } from "./draft-input";
import { storeDraft, useOrderDraft } from "./use-order-draft";

/** A file on its way into the draft: waiting its turn, being sent, or refused before the server took it. */
export type LocalUpload = {
  key: string;
  file: File;
  /** The document it was chosen for ("Add its file"); null: the first document without a file, else a new one. */
  itemIndex: number | null;
  status: "waiting" | "uploading" | "failed";
  /** 0..1 while uploading. */
  progress: number;
  error?: Shown;
};

/** Edits are saved (PUT /api/order-draft) this long after the last change. */
const SAVE_DELAY_MS = 400;

let nextUploadKey = 0;

/**
 * The /order page's draft: the server's answer (GET, polled while a file is read) and the visitor's edits on top
 * until they are saved. Every write (PUT, upload, delete) goes through one chain, in order, so a file is bound
 * to the document it was chosen for; files are sent one at a time (the server reads a few at once, then 429).
 */
export function useDraftEditor() {
  const queryClient = useQueryClient();
  const query = useOrderDraft();
  const server = query.data ?? null;
  const serverRef = useRef(server);
  serverRef.current = server;
  const [edit, setEditState] = useState<DraftState | null>(null);
  const editRef = useRef<DraftState | null>(null);
  const [saveError, setSaveError] = useState<Shown | null>(null);
  const [uploads, setUploadsState] = useState<LocalUpload[]>([]);
  const uploadsRef = useRef<LocalUpload[]>([]);
  const timer = useRef<number | undefined>(undefined);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const pumping = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const setEdit = useCallback((next: DraftState | null) => {
    editRef.current = next;
    setEditState(next);
  }, []);
  const current = useCallback(() => editRef.current ?? draftStateOf(serverRef.current), []);
  const setUploads = useCallback((update: (list: LocalUpload[]) => LocalUpload[]) => {
    uploadsRef.current = update(uploadsRef.current);
    setUploadsState(uploadsRef.current);
  }, []);
  const patchUpload = useCallback(
    (key: string, changes: Partial<LocalUpload>) =>
      setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...changes } : upload))),
    [setUploads],
  );

  const write = useCallback(<T>(step: () => Promise<T>): Promise<T> => {
    const next = chain.current.then(step, step);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);

  /** A write's answer: the cache takes it; edits not saved yet keep theirs, with the answer's files. */
  const receive = useCallback(
    (draft: OrderDraftDto) => {
      serverRef.current = draft;
      storeDraft(queryClient, draft);
      if (editRef.current) setEdit(withServerFiles(editRef.current, draft));
    },
    [queryClient, setEdit],
  );

  /** Saves the edits now (after the writes before); resolves with the draft as the server has it. */
  const saveNow = useCallback((): Promise<OrderDraftDto | null> => {
    window.clearTimeout(timer.current);
    return write(async () => {
      const body = editRef.current;
      if (!body) return serverRef.current;
      try {
        const draft = await saveOrderDraft(saveInputOf(body));
        serverRef.current = draft;
        storeDraft(queryClient, draft);
        if (editRef.current === body) setEdit(null);
        setSaveError(null);
        return draft;
      } catch (error) {
        setSaveError(apiMessage(error, ""));
        throw error;
      }
    });
  }, [queryClient, setEdit, write]);

  /** An edit of the options or documents: shown at once, saved a moment later. */
  const change = useCallback(
    (update: (state: DraftState) => DraftState) => {
      setEdit(update(current()));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void saveNow().catch(() => undefined), SAVE_DELAY_MS);
    },
    [current, saveNow, setEdit],
  );

  const pump = useCallback(async () => {
    if (pumping.current) return;
    pumping.current = true;
    try {
      for (;;) {
        const next = uploadsRef.current.find((upload) => upload.status === "waiting");
        if (!next) break;
        patchUpload(next.key, { status: "uploading", progress: 0, error: undefined });
        try {
          // The documents the server binds files to are the page's: edits first (and the draft made, if none).
          if (!serverRef.current && !editRef.current) setEdit(current());
          await saveNow();
          const taken = new Set(
            uploadsRef.current
              .filter((upload) => upload.key !== next.key && upload.status !== "failed" && upload.itemIndex !== null)
              .map((upload) => upload.itemIndex as number),
          );
          const itemIndex = next.itemIndex ?? nextFilelessItem(current(), taken);
          const draft = await write(() =>
            uploadDraftFile(next.file, itemIndex === null ? {} : { itemIndex }, (progress) =>
              patchUpload(next.key, { progress }),
            ),
          );
          receive(draft);
          setUploads((list) => list.filter((upload) => upload.key !== next.key));
        } catch (error) {
          patchUpload(next.key, { status: "failed", progress: 0, error: apiMessage(error, "") });
        }
      }
    } finally {
      pumping.current = false;
    }
  }, [current, patchUpload, receive, saveNow, setEdit, setUploads, write]);

  const queue = useCallback(
    (files: File[], itemIndex: number | null) => {
      const added = files.map<LocalUpload>((file) => {
        const problem = fileProblem(file);
        nextUploadKey += 1;
        return {
          key: `upload-${nextUploadKey}`,
          file,
          itemIndex,
          status: problem ? "failed" : "waiting",
          progress: 0,
          error: problem ?? undefined,
        };
      });
      setUploads((list) => [...list, ...added]);
      void pump();
    },
    [pump, setUploads],
  );

  /** Files dropped or picked on the page: each fills the next document without a file, else becomes one. */
  const addFiles = useCallback((files: File[]) => queue(files, null), [queue]);
  /** The file of one document (a calculator document whose file was not chosen there). */
  const attachFile = useCallback((itemIndex: number, file: File) => queue([file], itemIndex), [queue]);
  const dismissUpload = useCallback(
    (key: string) => setUploads((list) => list.filter((upload) => upload.key !== key)),
    [setUploads],
  );
  const retryUpload = useCallback(
    (key: string) => {
      patchUpload(key, { status: "waiting", error: undefined, progress: 0 });
      void pump();
    },
    [patchUpload, pump],
  );

  /** Removes a document, and its file from the draft. */
  const removeItem = useCallback(
    async (index: number) => {
      await saveNow().catch(() => undefined);
      const before = current();
      const removed = before.items[index];
      if (!removed) return;
      setEdit({ ...before, items: before.items.filter((_, position) => position !== index) });
      if (removed.fileId !== null) {
        const fileId = removed.fileId;
        await write(() => deleteDraftFile(fileId))
          .then(receive)
          .catch(() => undefined);
      }
      await saveNow().catch(() => undefined);
    },
    [current, receive, saveNow, setEdit, write],
  );

  /** Saves the page as it is now (the edits, or the draft as loaded): after a sign-in it ties the draft to the account. */
  const claim = useCallback(() => {
    setEdit(current());
    return saveNow();
  }, [current, saveNow, setEdit]);

  return {
    query,
    server,
    state: edit ?? draftStateOf(server),
    /** Edits not saved yet (the price shown is the one before them). */
    pending: edit !== null,
    saveError,
    uploads,
    uploading: uploads.some((upload) => upload.status !== "failed"),
    change,
    saveNow,
    addFiles,
    attachFile,
    dismissUpload,
    retryUpload,
    removeItem,
    claim,
  };
}

export type DraftEditor = ReturnType<typeof useDraftEditor>;
