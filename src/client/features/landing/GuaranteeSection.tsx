import { useTranslation } from "react-i18next";
import { ArrowRight, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { sectionClass } from "./SectionHeading";

/** Section 9: the refund and free-revision promise, with Get Started Today (to the calculator). */
export function GuaranteeSection() {
  const { t } = useTranslation("site");
  return (
    <section aria-labelledby="guarantee-title" className={sectionClass}>
      <div className="mx-auto max-w-5xl overflow-hidden rounded-2xl bg-gradient-to-br from-primary to-navy p-8 text-primary-foreground shadow-xl sm:p-12">
        <div className="flex flex-col items-center gap-8 text-center md:flex-row md:text-left">
          <span className="flex size-24 shrink-0 items-center justify-center rounded-full bg-white/10 ring-4 ring-white/20">
            <ShieldCheck aria-hidden="true" className="size-12" />
          </span>
          <div className="flex-1">
            <h2 id="guarantee-title" className="text-3xl font-bold">
              {t("guarantee.title")}
            </h2>
            <p className="mt-4 text-lg text-blue-100">{t("guarantee.body")}</p>
            <Button asChild size="lg" className="mt-8 bg-white text-navy hover:bg-slate-100">
              <a href="#order">
                {t("guarantee.cta")}
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
