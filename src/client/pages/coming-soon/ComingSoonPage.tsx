import { Mail } from "lucide-react";
import { Link } from "wouter";
import { padTwo } from "@shared/format";
import { LAUNCH_DATE } from "@/features/site/countdown";
import { useTimeLeftUntil } from "@/features/site/use-time-left-until";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { useSiteInfo } from "@/features/site/use-site-info";
import { NotifyMeForm } from "./NotifyMeForm";

const UNITS = [
  { key: "days", label: "Days" },
  { key: "hours", label: "Hours" },
  { key: "minutes", label: "Minutes" },
  { key: "seconds", label: "Seconds" },
] as const;

/** /coming-soon (docs/public-site.md): countdown to 19 April 2025 00:00 local time, Notify Me, services blurb, contact e-mail. */
export function ComingSoonPage() {
  useDocumentMeta("Coming Soon | Bosphorus Translate", "Our new online translation platform is almost here. Leave your e-mail and we'll let you know when it launches.");
  const site = useSiteInfo();
  const timeLeft = useTimeLeftUntil(LAUNCH_DATE);
  return (
    <main className="flex min-h-screen flex-col bg-gradient-to-br from-navy via-[#12306b] to-navy px-4 py-12 text-navy-foreground">
      <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center text-center">
        <Link href="/" className="mb-10 text-lg font-bold tracking-tight text-white hover:underline">
          {site.companyName}
        </Link>
        <p className="text-sm font-semibold uppercase tracking-wider text-sky-300">Under construction</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">Something new is coming</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-300">
          We are rebuilding our online platform to make ordering certified Turkish-English translations even faster.
        </p>

        <div role="timer" aria-label="Time until launch" className="mt-10 grid w-full max-w-lg grid-cols-4 gap-3 sm:gap-4" data-testid="countdown">
          {UNITS.map((unit) => (
            <div key={unit.key} className="rounded-xl border border-white/15 bg-white/5 px-2 py-4 backdrop-blur">
              <span className="block text-3xl font-bold tabular-nums sm:text-5xl" data-testid={`countdown-${unit.key}`}>
                {padTwo(timeLeft[unit.key])}
              </span>
              <span className="mt-1 block text-xs uppercase tracking-wider text-slate-300">{unit.label}</span>
            </div>
          ))}
        </div>
        {timeLeft.done && <p className="mt-4 text-sm text-sky-200">The wait is over; the new platform is launching now.</p>}

        <div className="mt-10 w-full">
          <p className="mb-4 text-slate-300">Leave your e-mail and we'll tell you the moment we launch.</p>
          <NotifyMeForm />
        </div>

        <section aria-labelledby="coming-soon-services" className="mt-14 max-w-xl rounded-xl border border-white/10 bg-white/5 p-6 text-left">
          <h2 id="coming-soon-services" className="font-semibold">
            Our Services
          </h2>
          <p className="mt-2 text-sm text-slate-300">
            USCIS-certified translations, notarization and general translation between Turkish and English, for
            individuals, law firms and businesses across the United States. Our team keeps working while we build, so
            you can still order today.
          </p>
        </section>

        <p className="mt-8 flex items-center gap-2 text-sm text-slate-300">
          <Mail aria-hidden="true" className="size-4" />
          Questions?{" "}
          <a href={`mailto:${site.companyEmail}`} className="font-medium text-white underline">
            {site.companyEmail}
          </a>
        </p>
      </div>
    </main>
  );
}
