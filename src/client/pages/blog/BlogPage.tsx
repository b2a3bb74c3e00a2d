import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { PublicPageBanner } from "@/features/site/PublicPageBanner";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { siteList } from "@/features/landing/site-list";
import { BLOG_POSTS } from "./blog-posts";
import { PostDateAndLength } from "./PostDateAndLength";

export function BlogPage() {
  const { t } = useTranslation("pages");
  const { t: ts } = useTranslation("site");
  useDocumentMeta(t("blog.title"), t("blog.description"));
  return (
    <>
      <PublicPageBanner eyebrow={ts("blog.eyebrow")} title={t("blog.heading")} intro={<p>{ts("blog.intro")}</p>} />
      <div className="mx-auto max-w-4xl space-y-8 px-4 py-16 sm:px-6 lg:px-8">
        {BLOG_POSTS.map((post) => (
          <article
            key={post.slug}
            id={post.slug}
            aria-labelledby={`${post.slug}-title`}
            className="scroll-mt-24 rounded-xl border bg-card p-6 shadow-sm sm:p-8"
          >
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <Badge tone="secondary">{ts(`blog.posts.${post.slug}.category`)}</Badge>
              <PostDateAndLength post={post} />
            </p>
            <h2 id={`${post.slug}-title`} className="mt-4 text-2xl font-bold">
              <Link href={`/blog/${post.slug}`} className="hover:underline">
                {ts(`blog.posts.${post.slug}.title`)}
              </Link>
            </h2>
            <p className="mt-3 text-muted-foreground">{ts(`blog.posts.${post.slug}.excerpt`)}</p>
            <details className="group mt-4">
              <summary className="cursor-pointer list-none font-medium text-primary hover:underline [&::-webkit-details-marker]:hidden">
                <span className="group-open:hidden">{ts("blog.readFull")}</span>
                <span className="hidden group-open:inline">{ts("blog.showLess")}</span>
              </summary>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                {siteList<string>(ts(`blog.posts.${post.slug}.body`, { returnObjects: true })).map((paragraph) => (
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
