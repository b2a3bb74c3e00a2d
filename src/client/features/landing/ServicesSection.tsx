import { ArrowRight, Check, Languages, type LucideIcon, ShieldCheck, Stamp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SectionHeading, sectionClass } from "./SectionHeading";

type Service = { icon: LucideIcon; title: string; description: string; features: string[]; cta: string };

const SERVICES: Service[] = [
  {
    icon: ShieldCheck,
    title: "USCIS-Certified Translations",
    description:
      "Word-for-word translations of Turkish documents for green card, citizenship, visa and asylum filings, with the signed certification USCIS requires.",
    features: [
      "Birth, marriage and divorce certificates",
      "Nüfus kayıt örneği and population records",
      "Signed certificate of translation accuracy",
      "Guaranteed acceptance or your money back",
    ],
    cta: "See certified pricing",
  },
  {
    icon: Stamp,
    title: "Notarization Services",
    description:
      "For courts, banks, schools and foreign consulates that ask for a notarized translation, our New York notary stamps the translator's affidavit.",
    features: [
      "Notarized translator affidavit",
      "Accepted by courts and state agencies",
      "Digital copy plus mailed originals",
      "Guidance on apostille requirements",
    ],
    cta: "See notarization pricing",
  },
  {
    icon: Languages,
    title: "General Translation",
    description:
      "Accurate, natural translations of business, academic and personal documents in both directions, English to Turkish and Turkish to English.",
    features: [
      "Contracts, reports and correspondence",
      "Transcripts, diplomas and course syllabi",
      "Websites, brochures and manuals",
      "Terminology kept consistent across files",
    ],
    cta: "See general pricing",
  },
];

/** Section 3 (#services): the three services; each call to action scrolls smoothly to the pricing plans. */
export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className={sectionClass}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="services-title"
          eyebrow="What we do"
          title="Our Translation Services"
          intro="One language pair, done exceptionally well. Whatever the document is for, we prepare it the way the receiving office expects."
        />
        <div className="grid gap-8 lg:grid-cols-3">
          {SERVICES.map(({ icon: Icon, title, description, features, cta }) => (
            <article key={title} className="flex flex-col rounded-xl border bg-card p-8 shadow-sm transition-shadow hover:shadow-md">
              <span className="mb-5 flex size-12 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-xl font-semibold">{title}</h3>
              <p className="mt-3 text-muted-foreground">{description}</p>
              <ul className="mt-6 flex-1 space-y-2">
                {features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-sm">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button asChild variant="outline" className="mt-8 w-full">
                <a href="#pricing">
                  {cta}
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
