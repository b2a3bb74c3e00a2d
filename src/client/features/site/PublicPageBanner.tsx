import type { ReactNode } from "react";

type PublicPageBannerProps = { eyebrow?: string; title: string; intro?: ReactNode; children?: ReactNode };

/** The navy title band at the top of every secondary public page (careers, blog, contact, legal). */
export function PublicPageBanner({ eyebrow, title, intro, children }: PublicPageBannerProps) {
  return (
    <section className="bg-navy text-navy-foreground">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-sky-300">{eyebrow}</p>}
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {intro && <div className="mt-5 max-w-3xl text-lg text-slate-300">{intro}</div>}
        {children}
      </div>
    </section>
  );
}
