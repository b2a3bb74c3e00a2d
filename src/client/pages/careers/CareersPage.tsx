import { useTranslation } from "react-i18next";
import { ArrowRight, BookOpen, Briefcase, Clock, HeartHandshake, Laptop, MapPin, Wallet } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/features/site/PageHeader";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { useSiteInfo } from "@/features/site/use-site-info";

type Opening = { title: string; type: string; location: string; description: string; requirements: string[]; viaApplication: boolean };

const OPENINGS: Opening[] = [
  {
    title: "Certified Turkish-English Translator",
    type: "Freelance",
    location: "Remote, United States",
    description: "Translate and certify vital records, diplomas and identity documents for USCIS filings, mostly Turkish into English.",
    requirements: ["Native-level Turkish and English", "3+ years of official-document translation", "ATA certification or equivalent is a plus"],
    viaApplication: true,
  },
  {
    title: "Legal & Court Document Translator",
    type: "Freelance",
    location: "Remote, United States",
    description: "Court rulings, powers of attorney, contracts and affidavits for law firms and individuals, in both directions.",
    requirements: ["Legal training or 5+ years of legal translation", "Knowledge of Turkish and U.S. legal terminology", "Comfortable with tight filing deadlines"],
    viaApplication: true,
  },
  {
    title: "Medical Translator (English to Turkish)",
    type: "Freelance",
    location: "Remote, United States",
    description: "Patient records, discharge summaries and consent forms for families and clinics.",
    requirements: ["Medical background or specialized training", "Native Turkish", "Experience with HIPAA-sensitive material"],
    viaApplication: true,
  },
  {
    title: "Client Success Coordinator",
    type: "Full-time",
    location: "New York, NY (hybrid)",
    description: "Be the friendly voice customers hear first: answer questions, check incoming documents and keep orders on schedule.",
    requirements: ["Fluent Turkish and English", "2+ years in customer service or operations", "Calm, organized and detail-minded"],
    viaApplication: false,
  },
  {
    title: "Notary & Document Specialist",
    type: "Part-time",
    location: "New York, NY (on site)",
    description: "Notarize translator affidavits, prepare certified packets and send physical deliveries.",
    requirements: ["Commissioned New York notary public", "Experience with official document handling", "Available three weekdays"],
    viaApplication: false,
  },
];

const PERKS = [
  { icon: Wallet, title: "Fair pay, paid fast", text: "Per-word rates above the industry median, paid every two weeks." },
  { icon: Laptop, title: "Work from anywhere in the U.S.", text: "Choose your hours and your workload; our platform does the admin." },
  { icon: BookOpen, title: "Keep growing", text: "We reimburse ATA certification exam fees and share a living glossary." },
  { icon: HeartHandshake, title: "A second pair of eyes", text: "Every translation is reviewed, so you are never alone with a hard file." },
];

const PROCESS = [
  "Submit the online application with your résumé and a sample translation.",
  "Confirm your e-mail address with the link or code we send you.",
  "Verify your identity with a government photo ID (it takes 1-2 minutes).",
  "We review your application within 3-5 business days and may ask for a short paid test.",
];

export function CareersPage() {
  const { t } = useTranslation("pages");
  useDocumentMeta(t("careers.title"), t("careers.description"));
  const site = useSiteInfo();
  return (
    <>
      <PageHeader
        eyebrow="Careers"
        title={t("careers.heading")}
        intro={
          <p>
            Behind every document we translate is someone starting a new life, a new degree or a new business. We are
            looking for careful, kind professionals who take that seriously.
          </p>
        }
      >
        <Button asChild size="lg" className="mt-8 bg-white text-navy hover:bg-slate-100">
          <Link href="/apply">
            Apply as Translator
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </PageHeader>

      <section aria-labelledby="perks-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="perks-title" className="text-2xl font-bold">
          Why translators stay with us
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {PERKS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
              <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="openings-title" className="bg-muted">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="openings-title" className="text-2xl font-bold">
            Open positions
          </h2>
          <p className="mt-2 text-muted-foreground">We can only accept translators who live in the United States.</p>
          <ul className="mt-8 space-y-6">
            {OPENINGS.map((opening) => (
              <li key={opening.title}>
                <article className="rounded-xl border bg-card p-6 shadow-sm">
                  <div className="flex flex-wrap items-start justify-between gap-4">
                    <div>
                      <h3 className="text-lg font-semibold">{opening.title}</h3>
                      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                        <span className="inline-flex items-center gap-1">
                          <Briefcase aria-hidden="true" className="size-4" />
                          {opening.type}
                        </span>
                        <span className="inline-flex items-center gap-1">
                          <MapPin aria-hidden="true" className="size-4" />
                          {opening.location}
                        </span>
                      </p>
                    </div>
                    {opening.viaApplication ? (
                      <Button asChild>
                        <Link href="/apply">Apply now</Link>
                      </Button>
                    ) : (
                      <Button asChild variant="outline">
                        <a href={`mailto:${site.companyEmail}?subject=${encodeURIComponent(`Application: ${opening.title}`)}`}>E-mail your résumé</a>
                      </Button>
                    )}
                  </div>
                  <p className="mt-4">{opening.description}</p>
                  <ul className="mt-3 space-y-1 text-sm text-muted-foreground">
                    {opening.requirements.map((requirement) => (
                      <li key={requirement} className="ml-5 list-disc">
                        {requirement}
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="process-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="process-title" className="text-2xl font-bold">
          How translator hiring works
        </h2>
        <ol className="mt-8 space-y-4">
          {PROCESS.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">{index + 1}</span>
              <p className="pt-1">{step}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 flex items-center gap-2 text-sm text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          Questions about a role? Write to{" "}
          <a href={`mailto:${site.companyEmail}`} className="text-primary underline">
            {site.companyEmail}
          </a>
        </p>
      </section>
    </>
  );
}
