import { useId, useRef, useState, type FormEvent } from "react";
import { Send, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ORDER_DOCUMENT_EXTENSIONS, checkOrderDocument } from "@shared/file-types";
import { MAX_ATTACHMENTS_PER_MESSAGE, MAX_MESSAGE_LENGTH, THREAD_MESSAGES } from "@shared/order-thread";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { apiMessage } from "@/lib/api";
import { usePostMessage } from "./thread-queries";
import { threadFormat } from "./thread-format";
import { useMessageText } from "./use-message-text";

/**
 * The writing box under a thread: text (5,000 characters at most), up to 3 files checked as the server checks them;
 * text only once the order's files have been deleted (the server refuses files then).
 */
export function MessageComposer({
  orderId,
  language,
  filesDeleted = false,
}: {
  orderId: number;
  language?: "en";
  filesDeleted?: boolean;
}) {
  const { t, i18n } = useTranslation("messages", { lng: language });
  const say = useMessageText(language);
  const f = threadFormat(language ?? i18n.language);
  const id = useId();
  const post = usePostMessage(orderId);
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const locale = (language ?? i18n.language) === "tr" ? "tr-TR" : "en-US";

  function addFiles(chosen: FileList | null) {
    const next = [...files, ...Array.from(chosen ?? [])];
    if (fileInput.current) fileInput.current.value = "";
    const refused = next.map((file) => checkOrderDocument({ name: file.name, size: file.size })).find(Boolean);
    if (refused) return setProblem(say(refused));
    if (next.length > MAX_ATTACHMENTS_PER_MESSAGE) return setProblem(say(THREAD_MESSAGES.tooManyFiles));
    setProblem(null);
    setFiles(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === "" && files.length === 0) return setProblem(say(THREAD_MESSAGES.empty));
    setProblem(null);
    post.mutate(
      { text, files },
      {
        onSuccess: () => {
          setText("");
          setFiles([]);
          toast({ title: t("thread.compose.sentTitle") });
        },
        onError: (error) => {
          const message = say(apiMessage(error, t("thread.compose.tryAgain")));
          setProblem(message);
          toast({ title: t("thread.compose.failedTitle"), description: message, variant: "destructive" });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t pt-4" aria-label={t("thread.compose.formLabel")}>
      <div className="space-y-2">
        <Label htmlFor={`${id}-text`}>{t("thread.compose.label")}</Label>
        <Textarea
          id={`${id}-text`}
          rows={3}
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={t("thread.compose.placeholder")}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-count`}
          aria-invalid={problem ? true : undefined}
        />
        <p id={`${id}-count`} className="text-xs text-muted-foreground">
          {t("thread.compose.characters", {
            length: text.length.toLocaleString(locale),
            max: MAX_MESSAGE_LENGTH.toLocaleString(locale),
          })}
        </p>
      </div>
      {filesDeleted ? (
        <p data-testid="thread-no-files" className="text-xs text-muted-foreground">
          {t("thread.compose.noFiles")}
        </p>
      ) : (
        <div className="space-y-2">
          <Label htmlFor={`${id}-files`}>{t("thread.compose.attach")}</Label>
          <Input
            ref={fileInput}
            id={`${id}-files`}
            type="file"
            multiple
            accept={ORDER_DOCUMENT_EXTENSIONS.join(",")}
            disabled={post.isPending || files.length >= MAX_ATTACHMENTS_PER_MESSAGE}
            onChange={(event) => addFiles(event.target.files)}
            aria-describedby={`${id}-files-hint`}
            className="cursor-pointer bg-background file:mr-3 file:cursor-pointer file:rounded file:bg-secondary file:px-2 file:text-secondary-foreground"
          />
          <p id={`${id}-files-hint`} className="text-xs text-muted-foreground">
            {t("thread.compose.attachHint")}
          </p>
          {files.length > 0 && (
            <ul className="space-y-1">
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`} className="flex min-w-0 items-center gap-2 text-sm">
                  <span className="min-w-0 truncate" title={file.name}>
                    {file.name}
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground">{f.fileSize(file.size)}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7 shrink-0"
                    onClick={() => setFiles(files.filter((_, kept) => kept !== index))}
                    aria-label={t("thread.compose.remove", { name: file.name })}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={post.isPending}>
        <Send aria-hidden="true" />
        {post.isPending ? t("thread.compose.sending") : t("thread.compose.send")}
      </Button>
    </form>
  );
}
