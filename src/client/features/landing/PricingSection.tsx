import { useTranslation } from "react-i18next";
import { Check, X } from "lucide-react";
import type { ServiceType } from "@shared/enums";
import { findPlan, PLAN_INCLUDES, rushPercent, type PriceCatalog } from "@shared/catalog";
import { formatCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { flatRateGroups, formatShortCents, PRICING_PLANS } from "./pricing-content";
import { SectionHeading, sectionClass } from "./SectionHeading";

type PricingSectionProps = {
  /** GET /api/pricing (the published prices until it answers). */
  catalog: PriceCatalog;
  /** Preselects the plan's tier in the quote calculator (the link then scrolls to it). */
  onChoosePlan: (serviceType: ServiceType) => void;
};

/** Section 6 (#pricing): three plans, Certified marked Most Popular, and the document flat rates. */
export function PricingSection({ catalog, onChoosePlan }: PricingSectionProps) {
  const { t } = useTranslation("site");
  const certified = findPlan(catalog, "certified");
  return (
    <section id="pricing" aria-labelledby="pricing-title" className={sectionClass}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="pricing-title"
          eyebrow={t("pricing.eyebrow")}
          title={t("pricing.title")}
          intro={t("pricing.intro", {
            rush: rushPercent(certified.rushMultiplier),
            delivery: formatShortCents(certified.physicalDeliveryCents),
            minimum: formatShortCents(catalog.addOns.minimumOrderCents),
          })}
        />
        <div className="grid gap-8 lg:grid-cols-3 lg:items-stretch">
          {PRICING_PLANS.map((plan) => (
            <article
              key={plan.serviceType}
              aria-labelledby={`plan-${plan.serviceType}`}
              className={cn(
                "relative flex flex-col rounded-2xl border bg-card p-8 shadow-sm",
                plan.isPopular && "border-2 border-primary shadow-xl lg:-my-4 lg:py-12",
              )}
            >
              {plan.isPopular && (
                <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-crimson px-4 py-1 text-xs font-bold uppercase tracking-wider text-crimson-foreground">
                  {t("pricing.mostPopular")}
                </p>
              )}
              <h3 id={`plan-${plan.serviceType}`} className="text-xl font-semibold">
                {t(`pricing.plans.${plan.serviceType}.title`)}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`pricing.plans.${plan.serviceType}.description`)}</p>
              <p className="mt-6 flex items-baseline gap-2">
                <span className="text-4xl font-extrabold tracking-tight" data-testid={`plan-price-${plan.serviceType}`}>
                  {formatCents(findPlan(catalog, plan.serviceType).pricePerWordCents)}
                </span>
                <span className="text-muted-foreground">{t(`pricing.plans.${plan.serviceType}.unit`)}</span>
              </p>
              {PLAN_INCLUDES[plan.serviceType].rush && PLAN_INCLUDES[plan.serviceType].notarization && (
                <p className="mt-1 text-xs text-muted-foreground" data-testid={`plan-includes-${plan.serviceType}`}>
                  {t("pricing.includesNote", {
                    percent: rushPercent(findPlan(catalog, plan.serviceType).rushMultiplier),
                    notarization: formatShortCents(catalog.addOns.notarizationCents),
                  })}
                </p>
              )}
              <p className="mt-1 text-sm font-medium text-primary">
                {t(`pricing.plans.${plan.serviceType}.timeframe`)}
              </p>
              <ul className="mt-8 flex-1 space-y-3">
                {plan.features.map((feature) => (
                  <li
                    key={feature.id}
                    className={cn("flex gap-3 text-sm", !feature.included && "text-muted-foreground")}
                  >
                    {feature.included ? (
                      <Check aria-hidden="true" className="size-5 shrink-0 text-success" />
                    ) : (
                      <X aria-hidden="true" className="size-5 shrink-0 text-muted-foreground/60" />
                    )}
                    <span>
                      <span className="sr-only">
                        {feature.included ? t("pricing.included") : t("pricing.notIncluded")}
                      </span>
                      {t(
                        `pricing.plans.${plan.serviceType}.features.${feature.id}` as "pricing.plans.standard.features.human",
                        { fee: formatShortCents(findPlan(catalog, plan.serviceType).physicalDeliveryCents) },
                      )}
                    </span>
                  </li>
                ))}
              </ul>
              <Button asChild size="lg" variant={plan.isPopular ? "default" : "outline"} className="mt-8 w-full">
                <a href={plan.ctaLink} onClick={() => onChoosePlan(plan.serviceType)}>
                  {t(`pricing.plans.${plan.serviceType}.cta`)}
                </a>
              </Button>
            </article>
          ))}
        </div>
        <FlatRates catalog={catalog} />
      </div>
    </section>
  );
}

function FlatRates({ catalog }: { catalog: PriceCatalog }) {
  const { t } = useTranslation("site");
  const { t: tOrdering } = useTranslation("ordering");
  return (
    <div className="mt-20">
      <h3 className="text-center text-2xl font-bold">{t("pricing.flatRates.title")}</h3>
      <p className="mx-auto mt-2 max-w-2xl text-center text-muted-foreground">{t("pricing.flatRates.intro")}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {flatRateGroups(catalog, { t, tOrdering }).map((group) => (
          <div key={group.id} className="overflow-hidden rounded-xl border bg-card shadow-sm">
            <table className="w-full text-sm">
              <caption className="bg-secondary px-5 py-3 text-left">
                <span className="block font-semibold text-secondary-foreground">{group.title}</span>
                <span className="text-xs text-muted-foreground">{group.description}</span>
              </caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t("pricing.flatRates.documentColumn")}</th>
                  <th scope="col">{t("pricing.flatRates.priceColumn")}</th>
                </tr>
              </thead>
              <tbody>
                {group.items.map((item) => (
                  <tr key={item.name} className="border-t">
                    <th scope="row" className="px-5 py-3 text-left font-normal">
                      {item.name}
                    </th>
                    <td className="px-5 py-3 text-right font-semibold whitespace-nowrap">{item.price}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </div>
  );
}
