import { useTranslation } from "react-i18next";
import { ArrowRight, Check, Languages, type LucideIcon, ShieldCheck, Stamp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SectionHeading, sectionClass } from "./SectionHeading";
import { siteList } from "./site-list";

/** The three services, in order; their texts are the "site" catalog's services.items.<id>. */
const SERVICES: { id: "certified" | "notarization" | "general"; icon: LucideIcon }[] = [
  { id: "certified", icon: ShieldCheck },
  { id: "notarization", icon: Stamp },
  { id: "general", icon: Languages },
];

/** Section 3 (#services): the three services; each call to action scrolls smoothly to the pricing plans. */
export function ServicesSection() {
  const { t } = useTranslation("site");
  return (
    <section id="services" aria-labelledby="services-title" className={sectionClass}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="services-title"
          eyebrow={t("services.eyebrow")}
          title={t("services.title")}
          intro={t("services.intro")}
        />
        <div className="grid gap-8 lg:grid-cols-3">
          {SERVICES.map(({ id, icon: Icon }) => (
            <article
              key={id}
              className="flex flex-col rounded-xl border bg-card p-8 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="mb-5 flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-xl font-semibold">{t(`services.items.${id}.title`)}</h3>
              <p className="mt-3 text-muted-foreground">{t(`services.items.${id}.description`)}</p>
              <ul className="mt-6 flex-1 space-y-2">
                {siteList<string>(t(`services.items.${id}.features`, { returnObjects: true })).map((feature) => (
                  <li key={feature} className="flex gap-2 text-sm">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button asChild variant="outline" className="mt-8 w-full">
                <a href="#pricing">
                  {t(`services.items.${id}.cta`)}
                  <ArrowRight aria-hidden="true" />
                </a>
              </Button>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
