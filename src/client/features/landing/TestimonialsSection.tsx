import { Pause, Play, Star } from "lucide-react";
import type { PublishedRating, RatingsSummary } from "@shared/schemas/ratings";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { SectionHeading, sectionClass } from "./SectionHeading";
import { useQuery } from "@tanstack/react-query";
import type { SiteInfoResponse } from "@shared/schemas/marketing";
import { fillTestimonials, initialsOf } from "./testimonials";

/**
 * Section 8: customers' real ratings (docs/ratings.md). Nothing until the first rating; then the average and the
 * count of every rating given, and a strip of 8 cards (the published ratings, repeated to fill it) scrolling once
 * every 30 seconds. It pauses on hover, on keyboard focus and with the Pause button; with prefers-reduced-motion it
 * does not move and scrolls by hand instead.
 */
export function TestimonialsSection() {
  const { data } = useQuery<SiteInfoResponse>({ queryKey: ["/api/site-info"] });
  const ratings = data?.ratings;
  if (!ratings || ratings.count === 0) return null;
  return <RatingsStrip ratings={ratings} />;
}

function RatingsStrip({ ratings }: { ratings: RatingsSummary }) {
  const { t, i18n } = useTranslation("site");
  const [paused, setPaused] = useState(false);
  const cards = fillTestimonials(ratings.published);
  const locale = i18n.language === "tr" ? "tr-TR" : "en-US";
  const average = ratings.average?.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section
      aria-labelledby="testimonials-title"
      className={cn(sectionClass, "overflow-hidden bg-muted px-0 sm:px-0 lg:px-0")}
    >
      <style>{"@keyframes bt-marquee{from{transform:translateX(0)}to{transform:translateX(-50%)}}"}</style>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t("testimonials.eyebrow")}
          title={t("testimonials.title")}
          intro={t("testimonials.intro")}
        />
        <p className="-mt-6 mb-10 text-center font-semibold" data-testid="ratings-summary">
          {t("testimonials.summary", { count: ratings.count, average })}
        </p>
      </div>
      {cards.length > 0 && (
        <>
          <div className="group relative" data-testid="testimonial-strip">
            <div
              data-testid="testimonial-track"
              tabIndex={0}
              role="region"
              aria-label={t("testimonials.regionLabel")}
              className="flex w-max animate-[bt-marquee_30s_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none motion-reduce:overflow-x-auto"
              style={paused ? { animationPlayState: "paused" } : undefined}
            >
              <ul className="flex">
                {cards.map((rating, index) => (
                  <TestimonialCard key={index} rating={rating} locale={locale} />
                ))}
              </ul>
              {/* The second copy makes the loop seamless; it is hidden from assistive technology and from Tab. */}
              <ul className="flex motion-reduce:hidden" aria-hidden="true" inert>
                {cards.map((rating, index) => (
                  <TestimonialCard key={index} rating={rating} locale={locale} duplicate />
                ))}
              </ul>
            </div>
          </div>
          <div className="mt-8 text-center motion-reduce:hidden">
            <button
              type="button"
              onClick={() => setPaused((value) => !value)}
              aria-pressed={paused}
              className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              {paused ? (
                <Play aria-hidden="true" className="size-4" />
              ) : (
                <Pause aria-hidden="true" className="size-4" />
              )}
              {paused ? t("testimonials.play") : t("testimonials.pause")}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function TestimonialCard({
  rating,
  locale,
  duplicate,
}: {
  rating: PublishedRating;
  locale: string;
  duplicate?: boolean;
}) {
  const { t } = useTranslation("site");
  const month = new Date(rating.submittedAt).toLocaleDateString(locale, { month: "long", year: "numeric" });
  return (
    <li className="w-80 shrink-0 pl-6" data-testid={duplicate ? undefined : "testimonial-card"}>
      <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
        <div
          className="mb-3 flex gap-0.5 text-amber-500"
          role="img"
          aria-label={t("testimonials.rating", { rating: rating.rating })}
        >
          {Array.from({ length: 5 }, (_, i) => (
            <Star key={i} aria-hidden="true" className={i < rating.rating ? "size-4 fill-current" : "size-4"} />
          ))}
        </div>
        <blockquote className="flex-1 text-sm leading-relaxed">“{rating.comment}”</blockquote>
        <figcaption className="mt-5 flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
          >
            {initialsOf(rating)}
          </span>
          <span className="min-w-0">
            <span className="block font-semibold">{rating.authorName}</span>
            <span className="block text-xs text-muted-foreground">{t("testimonials.given", { month })}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
