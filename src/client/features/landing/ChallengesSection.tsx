import { useTranslation } from "react-i18next";
import { CalendarX, CircleDollarSign, FileX, Lock, type LucideIcon, Scale, SearchX } from "lucide-react";
import { SectionHeading, sectionClass } from "./SectionHeading";

/** The six problems, in order; their texts are the "site" catalog's challenges.items.<id>. */
const CHALLENGES: {
  id: "rejected" | "inaccurate" | "deadlines" | "costs" | "requirements" | "privacy";
  icon: LucideIcon;
}[] = [
  { id: "rejected", icon: FileX },
  { id: "inaccurate", icon: SearchX },
  { id: "deadlines", icon: CalendarX },
  { id: "costs", icon: CircleDollarSign },
  { id: "requirements", icon: Scale },
  { id: "privacy", icon: Lock },
];

/** Section 2: the six problems customers arrive with, and how we answer each. */
export function ChallengesSection() {
  const { t } = useTranslation("site");
  return (
    <section aria-labelledby="challenges-title" className={`${sectionClass} bg-muted`}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="challenges-title"
          eyebrow={t("challenges.eyebrow")}
          title={t("challenges.title")}
          intro={t("challenges.intro")}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CHALLENGES.map(({ id, icon: Icon }) => (
            <li key={id} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="mb-4 flex size-11 items-center justify-center rounded-lg bg-red-50 text-crimson">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg font-semibold">{t(`challenges.items.${id}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`challenges.items.${id}.problem`)}</p>
              <p className="mt-3 border-t pt-3 text-sm font-medium text-primary">
                {t(`challenges.items.${id}.answer`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
