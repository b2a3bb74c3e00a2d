import type { ReactElement } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { LegalSection } from "@/features/site/LegalDocument";

type SectionTexts = { title: string; paragraphs?: string[]; items?: string[] };

/**
 * The sections of the terms or the privacy policy from the "site" catalog (terms.sections, privacy.sections), in
 * the catalog's order: each section's paragraphs, or its bullet list. `values` fill the {{placeholders}} and
 * `components` the <tags> (links) of the texts.
 */
export function useLegalSections(
  page: "terms" | "privacy",
  values: Record<string, string>,
  components: Record<string, ReactElement>,
): LegalSection[] {
  const { t } = useTranslation("site");
  const sections = t(`${page}.sections`, { returnObjects: true }) as Record<string, SectionTexts> | string;
  if (typeof sections !== "object") return [];
  const line = (key: string) => <Trans t={t} i18nKey={key as "terms.intro"} values={values} components={components} />;
  return Object.entries(sections).map(([id, section]) => ({
    id,
    title: section.title,
    body: section.items ? (
      <ul>
        {section.items.map((_, index) => (
          <li key={index}>{line(`${page}.sections.${id}.items.${index}`)}</li>
        ))}
      </ul>
    ) : (
      <>
        {(section.paragraphs ?? []).map((_, index) => (
          <p key={index}>{line(`${page}.sections.${id}.paragraphs.${index}`)}</p>
        ))}
      </>
    ),
  }));
}
