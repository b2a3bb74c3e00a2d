import { useTranslation } from "react-i18next";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "wouter";
import { PublicPageBanner } from "@/features/site/PublicPageBanner";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { NotFoundPage } from "@/pages/not-found/NotFoundPage";
import { siteList } from "@/features/landing/site-list";
import { BLOG_POSTS } from "./blog-posts";
import { PostDateAndLength } from "./PostDateAndLength";

/** One blog post on its own page (/blog/<slug>), so each article is indexed with its own title. */
export function BlogPostPage() {
  const { slug } = useParams<{ slug: string }>();
  const post = BLOG_POSTS.find((candidate) => candidate.slug === slug);
  if (!post) return <NotFoundPage />;
  return <BlogPost post={post} />;
}

function BlogPost({ post }: { post: (typeof BLOG_POSTS)[number] }) {
  const { t } = useTranslation("site");
  const title = t(`blog.posts.${post.slug}.title`);
  const excerpt = t(`blog.posts.${post.slug}.excerpt`);
  useDocumentMeta(`${title} | Bosphorus Translate`, excerpt);
  return (
    <article>
      <PublicPageBanner eyebrow={t(`blog.posts.${post.slug}.category`)} title={title}>
        <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-300">
          <PostDateAndLength post={post} />
        </p>
      </PublicPageBanner>
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-16 text-lg leading-relaxed text-slate-700 sm:px-6 lg:px-8">
        <p className="font-medium text-foreground">{excerpt}</p>
        {siteList<string>(t(`blog.posts.${post.slug}.body`, { returnObjects: true })).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="pt-6">
          <Link href="/blog" className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("blog.allArticles")}
          </Link>
        </p>
      </div>
    </article>
  );
}
