import { CalendarX, CircleDollarSign, FileX, Lock, type LucideIcon, Scale, SearchX } from "lucide-react";
import { SectionHeading, sectionClass } from "./SectionHeading";

type Challenge = { icon: LucideIcon; title: string; problem: string; answer: string };

const CHALLENGES: Challenge[] = [
  {
    icon: FileX,
    title: "Rejected applications",
    problem: "A missing certification statement or an incomplete translation can earn you a Request for Evidence and months of delay.",
    answer: "Every certified translation includes a signed certificate of accuracy that meets USCIS requirements.",
  },
  {
    icon: SearchX,
    title: "Inaccurate translations",
    problem: "Machine translation and bilingual friends misread names, dates, seals and legal terms that officials check closely.",
    answer: "Native-speaking professionals translate and a second linguist proofreads every page.",
  },
  {
    icon: CalendarX,
    title: "Missed deadlines",
    problem: "Filing windows, interview dates and school deadlines do not wait for a slow translation.",
    answer: "Certified orders are delivered in 2-3 days, and rush orders within 24 hours.",
  },
  {
    icon: CircleDollarSign,
    title: "Unexpected costs",
    problem: "Per-page fees, \"formatting charges\" and surprise add-ons make it impossible to budget.",
    answer: "A per-word price you see before you order, and flat rates for common documents.",
  },
  {
    icon: Scale,
    title: "Confusing requirements",
    problem: "Certified, notarized, apostilled: it is hard to know what USCIS, a court or a university actually asks for.",
    answer: "We tell you which service your document needs, in plain English, before you pay.",
  },
  {
    icon: Lock,
    title: "Privacy concerns",
    problem: "Passports, birth records and court files carry the most sensitive details of your life.",
    answer: "Encrypted uploads, translators under confidentiality agreements, and files deleted on request.",
  },
];

/** Section 2: the six problems customers arrive with, and how we answer each. */
export function ChallengesSection() {
  return (
    <section aria-labelledby="challenges-title" className={`${sectionClass} bg-muted`}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="challenges-title"
          eyebrow="Sound familiar?"
          title="Facing Translation Challenges?"
          intro="An official translation has to be right the first time. These are the problems we hear about most, and how we solve them."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CHALLENGES.map(({ icon: Icon, title, problem, answer }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="mb-4 flex size-11 items-center justify-center rounded-lg bg-red-50 text-crimson">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{problem}</p>
              <p className="mt-3 border-t pt-3 text-sm font-medium text-primary">{answer}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
