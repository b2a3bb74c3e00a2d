import { useTranslation } from "react-i18next";
import { CalendarDays, Clock } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@/features/site/PageHeader";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { BLOG_POSTS, formatPostDate } from "./blog-posts";

export function BlogPage() {
  const { t } = useTranslation("pages");
  useDocumentMeta(t("blog.title"), t("blog.description"));
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title={t("blog.heading")}
        intro={<p>Practical answers to the questions our customers ask most, written by our translators and client team.</p>}
      />
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-16 sm:px-6 lg:px-8">
        {BLOG_POSTS.map((post) => (
          <article key={post.slug} id={post.slug} aria-labelledby={`${post.slug}-title`} className="scroll-mt-24 rounded-xl border bg-card p-6 shadow-sm sm:p-8">
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">{post.category}</span>
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={post.date}>{formatPostDate(post.date)}</time>
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {post.readingMinutes} min read
              </span>
            </p>
            <h2 id={`${post.slug}-title`} className="mt-4 text-2xl font-bold">
              <Link href={`/blog/${post.slug}`} className="hover:underline">
                {post.title}
              </Link>
            </h2>
            <p className="mt-3 text-muted-foreground">{post.excerpt}</p>
            <details className="group mt-4">
              <summary className="cursor-pointer list-none font-medium text-primary hover:underline [&::-webkit-details-marker]:hidden">
                <span className="group-open:hidden">Read the full article</span>
                <span className="hidden group-open:inline">Show less</span>
              </summary>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                {post.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          </article>
        ))}
      </div>
    </>
  );
}
