import { useTranslation } from "react-i18next";
import { BadgeCheck, Languages, LockKeyhole, type LucideIcon } from "lucide-react";

const points: { icon: LucideIcon; key: "uscis" | "translators" | "secure" }[] = [
  { icon: BadgeCheck, key: "uscis" },
  { icon: Languages, key: "translators" },
  { icon: LockKeyhole, key: "secure" },
];

/** The auth page's side panel: why customers can trust the service. */
export function TrustPanel() {
  const { t } = useTranslation("auth");
  return (
    <aside
      aria-labelledby="trust-heading"
      className="rounded-2xl bg-gradient-to-br from-navy to-primary p-8 text-navy-foreground shadow-lg"
    >
      <h2 id="trust-heading" className="text-2xl font-bold leading-tight">
        {t("trust.title")}
      </h2>
      <p className="mt-2 text-sm text-slate-200">{t("trust.intro")}</p>
      <ul className="mt-8 space-y-6">
        {points.map(({ icon: Icon, key }) => (
          <li key={key} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/10">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold">{t(`trust.${key}Title`)}</p>
              <p className="mt-1 text-sm text-slate-200">{t(`trust.${key}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-8 border-t border-white/15 pt-4 text-sm text-slate-200">{t("trust.refund")}</p>
    </aside>
  );
}
