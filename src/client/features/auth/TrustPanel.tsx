import { BadgeCheck, Languages, LockKeyhole, type LucideIcon } from "lucide-react";

const points: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeCheck,
    title: "USCIS-accepted certified translations",
    text: "Each certified translation comes with a signed certificate of accuracy, the format USCIS asks for.",
  },
  {
    icon: Languages,
    title: "Certified professional translators",
    text: "Native Turkish and English speakers who specialise in legal, academic and immigration documents.",
  },
  {
    icon: LockKeyhole,
    title: "Secure payments and documents",
    text: "Card payments go through an encrypted payment provider; your files are only seen by the people working on them.",
  },
];

/** The auth page's side panel: why customers can trust the service. */
export function TrustPanel() {
  return (
    <aside
      aria-labelledby="trust-heading"
      className="rounded-2xl bg-gradient-to-br from-navy to-primary p-8 text-navy-foreground shadow-lg"
    >
      <h2 id="trust-heading" className="text-2xl font-bold leading-tight">
        Certified Turkish-English translation you can rely on
      </h2>
      <p className="mt-2 text-sm text-slate-200">
        Create an account to order translations, upload documents and download your certified files.
      </p>
      <ul className="mt-8 space-y-6">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="mt-1 text-sm text-slate-200">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-8 border-t border-white/15 pt-4 text-sm text-slate-200">
        Full refund if a certified translation is rejected because of a translation error.
      </p>
    </aside>
  );
}
