import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatLongDate } from "@shared/i18n/format-date";
import { POLICY_VERSION, policyEffectiveDate } from "@shared/legal-policy";
import { PublicPageBanner } from "./PublicPageBanner";

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = { title: string; intro: ReactNode; sections: LegalSection[] };

/**
 * Terms and privacy: a title band with the version a sign-up agrees to and its effective date
 * (shared/legal-policy.ts), a table of contents and numbered sections.
 */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  const { t, i18n } = useTranslation("site");
  const version = t("legalDocument.version", {
    version: POLICY_VERSION,
    date: formatLongDate(policyEffectiveDate(), i18n.language === "tr" ? "tr" : "en"),
  });
  return (
    <>
      <PublicPageBanner eyebrow={version} title={title} intro={intro} />
      <div className="mx-auto grid max-w-5xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[14rem_1fr] lg:px-8">
        <nav aria-label={t("legalDocument.contents")} className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-3 text-sm font-semibold">{t("legalDocument.contents")}</p>
          <ol className="space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-muted-foreground hover:text-primary hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-xl font-bold">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
