import { useTranslation } from "react-i18next";
import { Calculator, Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@/features/site/PageHeader";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { telHref, useSiteInfo } from "@/features/site/use-site-info";
import { ContactForm } from "./ContactForm";

export function ContactPage() {
  const { t } = useTranslation("pages");
  useDocumentMeta(t("contact.title"), t("contact.description"));
  const site = useSiteInfo();
  const details = [
    { icon: Phone, label: "Call us", value: site.companyPhone, href: telHref(site.companyPhone) },
    { icon: Mail, label: "E-mail", value: site.companyEmail, href: `mailto:${site.companyEmail}` },
    { icon: MapPin, label: "Office", value: site.companyAddress },
    { icon: Clock, label: "Hours", value: site.businessHours },
  ];
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title={t("contact.heading")}
        intro={<p>Not sure which service you need, or racing a deadline? Tell us about your documents and a real person from our New York office will answer within one business day.</p>}
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <ContactForm />
        <aside aria-label="Contact details" className="space-y-6">
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
            <h2 className="font-semibold">To get a faster answer</h2>
            <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
              <li className="ml-5 list-disc">Say which documents you have and how many pages.</li>
              <li className="ml-5 list-disc">Tell us who will receive them (USCIS, a court, a school).</li>
              <li className="ml-5 list-disc">Mention your deadline if you have one.</li>
            </ul>
          </div>
          <Link href="/#order" className="flex items-center gap-3 rounded-xl border border-primary/30 bg-secondary p-6 text-secondary-foreground hover:bg-accent">
            <Calculator aria-hidden="true" className="size-6 shrink-0" />
            <span>
              <span className="block font-semibold">Need a price right now?</span>
              <span className="text-sm">Use the instant quote calculator</span>
            </span>
          </Link>
        </aside>
      </div>
    </>
  );
}
