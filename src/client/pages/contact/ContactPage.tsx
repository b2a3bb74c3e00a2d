import { useTranslation } from "react-i18next";
import { Calculator, Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "wouter";
import { PublicPageBanner } from "@/features/site/PublicPageBanner";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { telHref, useBusinessHours, useSiteInfo } from "@/features/site/use-site-info";
import { siteList } from "@/features/landing/site-list";
import { ContactForm } from "./ContactForm";

export function ContactPage() {
  const { t } = useTranslation("pages");
  useDocumentMeta(t("contact.title"), t("contact.description"));
  const { t: ts } = useTranslation("site");
  const site = useSiteInfo();
  const businessHours = useBusinessHours();
  const details = [
    { icon: Phone, label: ts("contact.callUs"), value: site.companyPhone, href: telHref(site.companyPhone) },
    { icon: Mail, label: ts("contact.email"), value: site.companyEmail, href: `mailto:${site.companyEmail}` },
    { icon: MapPin, label: ts("contact.office"), value: site.companyAddress },
    { icon: Clock, label: ts("contact.hours"), value: businessHours },
  ];
  return (
    <>
      <PublicPageBanner
        eyebrow={ts("contact.eyebrow")}
        title={t("contact.heading")}
        intro={<p>{ts("contact.intro")}</p>}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <ContactForm />
        <aside aria-label={ts("contact.detailsLabel")} className="space-y-6">
          <ul className="space-y-4 rounded-xl border bg-card p-6 shadow-sm">
            {details.map(({ icon: Icon, label, value, href }) => (
              <li key={label} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm text-muted-foreground">{label}</p>
                  {href ? (
                    <a href={href} className="break-words font-medium text-primary hover:underline">
                      {value}
                    </a>
                  ) : (
                    <p className="font-medium">{value}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <div className="rounded-xl bg-muted p-6">
            <h2 className="font-semibold">{ts("contact.fasterTitle")}</h2>
            <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
              {siteList<string>(ts("contact.fasterTips", { returnObjects: true })).map((tip) => (
                <li key={tip} className="ml-5 list-disc">
                  {tip}
                </li>
              ))}
            </ul>
          </div>
          <Link
            href="/#order"
            className="flex items-center gap-3 rounded-xl border border-primary/30 bg-secondary p-6 text-secondary-foreground hover:bg-accent"
          >
            <Calculator aria-hidden="true" className="size-6 shrink-0" />
            <span>
              <span className="block font-semibold">{ts("contact.priceNow")}</span>
              <span className="text-sm">{ts("contact.useCalculator")}</span>
            </span>
          </Link>
        </aside>
      </div>
    </>
  );
}
