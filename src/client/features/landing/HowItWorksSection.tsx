import { useTranslation } from "react-i18next";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SectionHeading, sectionClass } from "./SectionHeading";
import { siteList } from "./site-list";

/** Section 5: four numbered steps and a Start Now button to the pricing plans. */
export function HowItWorksSection() {
  const { t } = useTranslation("site");
  const steps = siteList<{ title: string; description: string }>(t("howItWorks.steps", { returnObjects: true }));
  return (
    <section id="how-it-works" aria-labelledby="how-title" className={sectionClass}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="how-title"
          eyebrow={t("howItWorks.eyebrow")}
          title={t("howItWorks.title")}
          intro={t("howItWorks.intro")}
        />
        <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={index} className="relative rounded-xl border bg-card p-6 text-center shadow-sm">
              <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                <span className="sr-only">{t("howItWorks.step")}</span>
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 text-center">
          <Button asChild size="lg">
            <a href="#pricing">
              {t("howItWorks.startNow")}
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
