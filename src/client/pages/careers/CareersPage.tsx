import { useTranslation } from "react-i18next";
import { ArrowRight, BookOpen, Briefcase, Clock, HeartHandshake, Laptop, MapPin, Wallet } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { PublicPageBanner } from "@/features/site/PublicPageBanner";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { useSiteInfo } from "@/features/site/use-site-info";
import { siteList } from "@/features/landing/site-list";
import enCareers from "@shared/i18n/catalogs/en/site/careers";

/** The openings, in order; their texts are the "site" catalog's careers.openings.<id>. */
const OPENINGS: { id: "certified" | "legal" | "medical" | "clientSuccess" | "notary"; viaApplication: boolean }[] = [
  { id: "certified", viaApplication: true },
  { id: "legal", viaApplication: true },
  { id: "medical", viaApplication: true },
  { id: "clientSuccess", viaApplication: false },
  { id: "notary", viaApplication: false },
];

const PERKS = [
  { id: "pay", icon: Wallet },
  { id: "remote", icon: Laptop },
  { id: "growing", icon: BookOpen },
  { id: "review", icon: HeartHandshake },
] as const;

export function CareersPage() {
  const { t } = useTranslation("pages");
  useDocumentMeta(t("careers.title"), t("careers.description"));
  const { t: ts } = useTranslation("site");
  const site = useSiteInfo();
  return (
    <>
      <PublicPageBanner
        eyebrow={ts("careers.eyebrow")}
        title={t("careers.heading")}
        intro={<p>{ts("careers.intro")}</p>}
      >
        <Button asChild size="lg" className="mt-8 bg-white text-navy hover:bg-slate-100">
          <Link href="/apply">
            {ts("careers.applyAsTranslator")}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </PublicPageBanner>

      <section aria-labelledby="perks-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="perks-title" className="text-2xl font-bold">
          {ts("careers.perksTitle")}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {PERKS.map(({ id, icon: Icon }) => (
            <li key={id} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold">{ts(`careers.perks.${id}.title`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{ts(`careers.perks.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="openings-title" className="bg-muted">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="openings-title" className="text-2xl font-bold">
            {ts("careers.openingsTitle")}
          </h2>
          <p className="mt-2 text-muted-foreground">{ts("careers.openingsNote")}</p>
          <ul className="mt-8 space-y-6">
            {OPENINGS.map((opening) => (
              <li key={opening.id}>
                <article className="rounded-xl border bg-card p-6 shadow-sm">
                  <div className="flex flex-wrap items-start justify-between gap-4">
                    <div>
                      <h3 className="text-lg font-semibold">{ts(`careers.openings.${opening.id}.title`)}</h3>
                      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                        <span className="inline-flex items-center gap-1">
                          <Briefcase aria-hidden="true" className="size-4" />
                          {ts(`careers.openings.${opening.id}.type`)}
                        </span>
                        <span className="inline-flex items-center gap-1">
                          <MapPin aria-hidden="true" className="size-4" />
                          {ts(`careers.openings.${opening.id}.location`)}
                        </span>
                      </p>
                    </div>
                    {opening.viaApplication ? (
                      <Button asChild>
                        <Link href="/apply">{ts("careers.applyNow")}</Link>
                      </Button>
                    ) : (
                      <Button asChild variant="outline">
                        <a
                          href={`mailto:${site.companyEmail}?subject=${encodeURIComponent(`Application: ${enCareers.openings[opening.id].title}`)}`}
                        >
                          {ts("careers.emailResume")}
                        </a>
                      </Button>
                    )}
                  </div>
                  <p className="mt-4">{ts(`careers.openings.${opening.id}.description`)}</p>
                  <ul className="mt-3 space-y-1 text-sm text-muted-foreground">
                    {siteList<string>(ts(`careers.openings.${opening.id}.requirements`, { returnObjects: true })).map(
                      (requirement) => (
                        <li key={requirement} className="ml-5 list-disc">
                          {requirement}
                        </li>
                      ),
                    )}
                  </ul>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="process-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="process-title" className="text-2xl font-bold">
          {ts("careers.processTitle")}
        </h2>
        <ol className="mt-8 space-y-4">
          {siteList<string>(ts("careers.process", { returnObjects: true })).map((step, index) => (
            <li key={step} className="flex gap-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                {index + 1}
              </span>
              <p className="pt-1">{step}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 flex items-center gap-2 text-sm text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          {ts("careers.questions")}{" "}
          <a href={`mailto:${site.companyEmail}`} className="text-primary underline">
            {site.companyEmail}
          </a>
        </p>
      </section>
    </>
  );
}
