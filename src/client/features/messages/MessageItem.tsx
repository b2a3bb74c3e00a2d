import { Paperclip } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { OrderMessageDto } from "@shared/schemas/order-messages";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { threadFormat } from "./thread-format";

type MessageItemProps = { message: OrderMessageDto; isNew: boolean; language?: "en"; filesDeletedAt?: string | null };

/**
 * One message: who (side and name) and when, the text as text (React escapes it; line breaks kept by CSS, never
 * parsed as markup) and its files as download links named by their (equally plain) file names; once the order's files
 * are deleted, the names stay with the date they went, and no link.
 */
export function MessageItem({ message, isNew, language, filesDeletedAt = null }: MessageItemProps) {
  const { t, i18n } = useTranslation("messages", { lng: language });
  const f = threadFormat(language ?? i18n.language);
  return (
    <li
      data-testid="thread-message"
      data-message-id={message.id}
      data-party={message.author.party}
      className={cn(
        "rounded-lg border p-3",
        message.own ? "ml-6 border-primary/20 bg-secondary/60 sm:ml-12" : "mr-6 bg-background sm:mr-12",
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <span className="font-semibold text-foreground">{t(`thread.parties.${message.author.party}`)}</span>
        <span aria-hidden="true">·</span>
        <span className="break-all">
          {message.author.name}
          {message.own && ` (${t("thread.you")})`}
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={message.createdAt}>{f.dateTime(message.createdAt)}</time>
        {isNew && <Badge tone="blue">{t("thread.unreadMarker")}</Badge>}
      </p>
      {message.text && <p className="mt-2 whitespace-pre-wrap break-words text-sm">{message.text}</p>}
      {message.attachments.length > 0 && (
        <ul className="mt-2 space-y-1" aria-label={t("thread.attachments")}>
          {message.attachments.map((file) => (
            <li key={file.id} className="flex min-w-0 items-center gap-2 text-sm">
              <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              {filesDeletedAt ? (
                <span className="min-w-0 truncate font-medium text-muted-foreground line-through" title={file.fileName}>
                  {file.fileName}
                </span>
              ) : (
                <a
                  href={`/api/orders/${message.orderId}/messages/attachments/${file.id}`}
                  download
                  className="min-w-0 truncate font-medium text-primary hover:underline"
                  aria-label={t("thread.download", { name: file.fileName })}
                  title={file.fileName}
                >
                  {file.fileName}
                </a>
              )}
              <span className="shrink-0 text-xs text-muted-foreground">
                {filesDeletedAt
                  ? t("thread.fileDeleted", { date: f.dateTime(filesDeletedAt) })
                  : f.fileSize(file.fileSize)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
