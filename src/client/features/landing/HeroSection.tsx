import { useTranslation } from "react-i18next";
import { ArrowDown, BadgeCheck, Clock, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { QuoteCalculator } from "@/features/quote/QuoteCalculator";
import type { QuoteCalculatorState } from "@/features/quote/use-quote-calculator";

const HIGHLIGHTS = [
  { icon: BadgeCheck, id: "accepted" },
  { icon: Clock, id: "fast" },
  { icon: ShieldCheck, id: "refund" },
] as const;

/** Section 1: the promise, a link to pricing and the quote calculator (anchor #order). */
export function HeroSection({ quote }: { quote: QuoteCalculatorState }) {
  const { t } = useTranslation("pages");
  const { t: ts } = useTranslation("site");
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-navy text-navy-foreground">
      <HeroBackdrop />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_minmax(0,30rem)] lg:items-start lg:px-8 lg:py-12">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/5 px-3 py-1 text-sm text-sky-200">
            <span aria-hidden="true" className="size-2 rounded-full bg-crimson" />
            {ts("hero.badge")}
          </p>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {t("home.heading")}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-300">{ts("hero.intro")}</p>
          <ul className="mt-8 space-y-3">
            {HIGHLIGHTS.map(({ icon: Icon, id }) => (
              <li key={id} className="flex items-center gap-3 text-slate-200">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-sky-300" />
                {ts(`hero.highlights.${id}`)}
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-4">
            <Button asChild size="lg" className="bg-white text-navy hover:bg-slate-100">
              <a href="#pricing">
                {ts("hero.viewPricing")}
                <ArrowDown aria-hidden="true" />
              </a>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <a href="#how-it-works">{ts("hero.howItWorks")}</a>
            </Button>
          </div>
        </div>
        <div id="order" className="scroll-mt-24 focus:outline-none">
          <QuoteCalculator quote={quote} />
        </div>
      </div>
    </section>
  );
}

/** Two faint arcs recalling the Bosphorus bridge; pure decoration. */
function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 h-full w-full opacity-20"
      viewBox="0 0 1200 600"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="hero-glow" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#b4233c" />
        </linearGradient>
      </defs>
      <path d="M-50 520 C 250 260, 550 260, 850 520" fill="none" stroke="url(#hero-glow)" strokeWidth="3" />
      <path d="M300 600 C 600 300, 900 300, 1250 600" fill="none" stroke="url(#hero-glow)" strokeWidth="2" />
      <circle cx="1020" cy="120" r="160" fill="url(#hero-glow)" opacity="0.25" />
    </svg>
  );
}
