import { Award, Headset, type LucideIcon, Receipt, ShieldCheck, Timer, UserCheck } from "lucide-react";
import { SectionHeading, sectionClass } from "./SectionHeading";

type Benefit = { icon: LucideIcon; title: string; text: string };

const BENEFITS: Benefit[] = [
  {
    icon: UserCheck,
    title: "Native-speaking specialists",
    text: "Every translator is a native Turkish or English speaker with at least five years of legal or official-document experience.",
  },
  {
    icon: Award,
    title: "Accepted by USCIS",
    text: "Our certified translations follow 8 CFR 103.2(b)(3) to the letter and are backed by a full refund if they are rejected.",
  },
  {
    icon: Timer,
    title: "Fast turnaround",
    text: "Most certified orders are ready in 2-3 days; rush orders are delivered within 24 hours, weekends included.",
  },
  {
    icon: Receipt,
    title: "Transparent prices",
    text: "Per-word and flat rates published on this page. The price you see in the calculator is the price you pay.",
  },
  {
    icon: ShieldCheck,
    title: "Secure and confidential",
    text: "Encrypted uploads and downloads, translators under signed NDAs, and your files deleted whenever you ask.",
  },
  {
    icon: Headset,
    title: "Real people in New York",
    text: "Questions about a seal, a name spelling or a deadline? Call or e-mail our office and talk to the team doing your work.",
  },
];

/** Section 7: six reasons to choose us. */
export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-title" className={`${sectionClass} bg-navy text-navy-foreground`}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="why-title"
          inverted
          eyebrow="The difference"
          title="Why Choose Bosphorus Translate"
          intro="Specialists in one language pair, accountable for every word."
        />
        <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white/10 text-sky-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-slate-300">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
