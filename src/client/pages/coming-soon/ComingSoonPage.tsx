import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { padTwo } from "@shared/format";
import { LAUNCH_DATE } from "@/features/site/countdown";
import { useTimeLeftUntil } from "@/features/site/use-time-left-until";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { useSiteInfo } from "@/features/site/use-site-info";
import { NotifyMeForm } from "./NotifyMeForm";

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

/** /coming-soon (docs/public-site.md): countdown to 19 April 2025 00:00 local time, Notify Me, services blurb, contact e-mail. */
export function ComingSoonPage() {
  const { t } = useTranslation("site", { keyPrefix: "comingSoon" });
  useDocumentMeta(t("metaTitle"), t("metaDescription"));
  const site = useSiteInfo();
  const timeLeft = useTimeLeftUntil(LAUNCH_DATE);
  return (
    <main className="flex min-h-screen flex-col bg-gradient-to-br from-navy via-[#12306b] to-navy px-4 py-12 text-navy-foreground">
      <div className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center text-center">
        <Link href="/" className="mb-10 text-lg font-bold tracking-tight text-white hover:underline">
          {site.companyName}
        </Link>
        <p className="text-sm font-semibold uppercase tracking-wider text-sky-300">{t("eyebrow")}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{t("title")}</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-300">{t("intro")}</p>

        <div
          role="timer"
          aria-label={t("timerLabel")}
          className="mt-10 grid w-full max-w-lg grid-cols-4 gap-3 sm:gap-4"
          data-testid="countdown"
        >
          {UNITS.map((unit) => (
            <div key={unit} className="rounded-xl border border-white/15 bg-white/5 px-2 py-4 backdrop-blur">
              <span className="block text-3xl font-bold tabular-nums sm:text-5xl" data-testid={`countdown-${unit}`}>
                {padTwo(timeLeft[unit])}
              </span>
              <span className="mt-1 block text-xs uppercase tracking-wider text-slate-300">{t(`units.${unit}`)}</span>
            </div>
          ))}
        </div>
        {timeLeft.done && <p className="mt-4 text-sm text-sky-200">{t("done")}</p>}

        <div className="mt-10 w-full">
          <p className="mb-4 text-slate-300">{t("notifyIntro")}</p>
          <NotifyMeForm />
        </div>

        <section
          aria-labelledby="coming-soon-services"
          className="mt-14 max-w-xl rounded-xl border border-white/10 bg-white/5 p-6 text-left"
        >
          <h2 id="coming-soon-services" className="font-semibold">
            {t("servicesTitle")}
          </h2>
          <p className="mt-2 text-sm text-slate-300">{t("servicesText")}</p>
        </section>

        <p className="mt-8 flex items-center gap-2 text-sm text-slate-300">
          <Mail aria-hidden="true" className="size-4" />
          {t("questions")}{" "}
          <a href={`mailto:${site.companyEmail}`} className="font-medium text-white underline">
            {site.companyEmail}
          </a>
        </p>
      </div>
    </main>
  );
}
