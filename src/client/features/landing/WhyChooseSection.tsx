import { useTranslation } from "react-i18next";
import { Award, Headset, type LucideIcon, Receipt, ShieldCheck, Timer, UserCheck } from "lucide-react";
import { SectionHeading, sectionClass } from "./SectionHeading";

/** The six reasons, in order; their texts are the "site" catalog's whyChoose.items.<id>. */
const BENEFITS: { id: "native" | "accepted" | "fast" | "prices" | "secure" | "people"; icon: LucideIcon }[] = [
  { id: "native", icon: UserCheck },
  { id: "accepted", icon: Award },
  { id: "fast", icon: Timer },
  { id: "prices", icon: Receipt },
  { id: "secure", icon: ShieldCheck },
  { id: "people", icon: Headset },
];

/** Section 7: six reasons to choose us. */
export function WhyChooseSection() {
  const { t } = useTranslation("site");
  return (
    <section aria-labelledby="why-title" className={`${sectionClass} bg-navy text-navy-foreground`}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="why-title"
          inverted
          eyebrow={t("whyChoose.eyebrow")}
          title={t("whyChoose.title")}
          intro={t("whyChoose.intro")}
        />
        <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ id, icon: Icon }) => (
            <li key={id} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white/10 text-sky-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{t(`whyChoose.items.${id}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-300">{t(`whyChoose.items.${id}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
