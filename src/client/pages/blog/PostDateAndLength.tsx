import { useTranslation } from "react-i18next";
import { CalendarDays, Clock } from "lucide-react";
import { formatPostDate, type BlogPost } from "./blog-posts";

/** A post's date and reading time, as the blog list and the post page show them. */
export function PostDateAndLength({ post }: { post: Pick<BlogPost, "date" | "readingMinutes"> }) {
  const { t, i18n } = useTranslation("site");
  return (
    <>
      <span className="inline-flex items-center gap-1">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={post.date}>{formatPostDate(post.date, i18n.language)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4" />
        {t("blog.minRead", { minutes: post.readingMinutes })}
      </span>
    </>
  );
}
