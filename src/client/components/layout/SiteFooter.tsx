import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { AppLink } from "@/components/routing/AppLink";
import { telHref, useSiteInfo } from "@/features/site/use-site-info";

const SERVICES = [
  "USCIS Certified Translations",
  "Notarization Services",
  "General Translations",
  "Business Document Translation",
  "Academic Translation",
];

const SUPPORT_LINKS = [
  { label: "FAQs", href: "/#faq" },
  { label: "Contact Us", href: "/contact" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Blog", href: "/blog" },
];

const linkClass = "rounded-sm text-slate-300 transition-colors hover:text-white focus-visible:ring-2 focus-visible:ring-sky-300";

/** The footer on every public page; it is also the #contact anchor. Company details come from the settings. */
export function SiteFooter() {
  const site = useSiteInfo();
  return (
    <footer id="contact" aria-labelledby="footer-title" className="scroll-mt-20 bg-navy text-navy-foreground focus:outline-none">
      <h2 id="footer-title" className="sr-only">
        Contact and site information
      </h2>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-xl font-bold">{site.companyName}</p>
          <p className="mt-3 text-sm text-slate-300">
            Certified Turkish-English translation for immigration, legal, academic and business documents. Serving
            customers across the United States from New York since 2010.
          </p>
        </div>
        <nav aria-labelledby="footer-services">
          <h3 id="footer-services" className="font-semibold">
            Services
          </h3>
          <ul className="mt-4 space-y-2 text-sm">
            {SERVICES.map((service) => (
              <li key={service}>
                <AppLink href="/#services" className={linkClass}>
                  {service}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h3 id="footer-support" className="font-semibold">
            Support
          </h3>
          <ul className="mt-4 space-y-2 text-sm">
            {SUPPORT_LINKS.map((link) => (
              <li key={link.label}>
                <AppLink href={link.href} className={linkClass}>
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h3 className="font-semibold">Contact</h3>
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
              <span>{site.businessHours}</span>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {site.companyName}. All rights reserved.
          </p>
          <p>Member of the American Translators Association · Translations accepted by USCIS</p>
        </div>
      </div>
    </footer>
  );
}
