import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AppLink } from "@/components/routing/AppLink";
import { telHref, useBusinessHours, useSiteInfo } from "@/features/site/use-site-info";

const SERVICE_KEYS = ["uscis", "notarization", "general", "business", "academic"] as const;

const SUPPORT_LINKS = [
  { key: "faqs", href: "/#faq" },
  { key: "contactUs", href: "/contact" },
  { key: "privacy", href: "/privacy" },
  { key: "terms", href: "/terms" },
  { key: "blog", href: "/blog" },
] as const;

const linkClass =
  "rounded-sm text-slate-300 transition-colors hover:text-white focus-visible:ring-2 focus-visible:ring-sky-300";

/** The footer on every public page; it is also the #contact anchor. Company details come from the settings. */
export function SiteFooter() {
  const site = useSiteInfo();
  const businessHours = useBusinessHours();
  const { t } = useTranslation("common");
  return (
    <footer
      id="contact"
      aria-labelledby="footer-title"
      className="scroll-mt-20 bg-navy text-navy-foreground focus:outline-none"
    >
      <h2 id="footer-title" className="sr-only">
        {t("footer.title")}
      </h2>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-xl font-bold">{site.companyName}</p>
          <p className="mt-3 text-sm text-slate-300">{t("footer.about")}</p>
        </div>
        <nav aria-labelledby="footer-services">
          <h3 id="footer-services" className="font-semibold">
            {t("footer.services")}
          </h3>
          <ul className="mt-4 space-y-2 text-sm">
            {SERVICE_KEYS.map((service) => (
              <li key={service}>
                <AppLink href="/#services" className={linkClass}>
                  {t(`footer.serviceNames.${service}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h3 id="footer-support" className="font-semibold">
            {t("footer.support")}
          </h3>
          <ul className="mt-4 space-y-2 text-sm">
            {SUPPORT_LINKS.map((link) => (
              <li key={link.key}>
                <AppLink href={link.href} className={linkClass}>
                  {t(`footer.links.${link.key}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h3 className="font-semibold">{t("footer.contact")}</h3>
          <address className="mt-4 space-y-3 text-sm not-italic text-slate-300">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-300" />
              <span data-testid="footer-address">{site.companyAddress}</span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-300" />
              <a href={telHref(site.companyPhone)} className={linkClass} data-testid="footer-phone">
                {site.companyPhone}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-300" />
              <a href={`mailto:${site.companyEmail}`} className={linkClass} data-testid="footer-email">
                {site.companyEmail}
              </a>
            </p>
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-300" />
              <span>{businessHours}</span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            {/* The prerendered year is refreshed by the server each new year (docs/decisions/015-prerendering.md); never a hydration error. */}
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {site.companyName}. {t("footer.rights")}
          </p>
          <p>{t("footer.membership")}</p>
        </div>
      </div>
    </footer>
  );
}
