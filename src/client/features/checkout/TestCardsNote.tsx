import { useTranslation } from "react-i18next";
import { FlaskConical } from "lucide-react";

/** Says plainly that this is the built-in test payment and which cards to use. */
export function TestCardsNote() {
  const { t } = useTranslation("checkout");
  return (
    <div
      className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="test-cards-note"
    >
      <p className="flex items-center gap-2 font-semibold">
        <FlaskConical aria-hidden="true" className="size-4" />
        {t("testCards.title")}
      </p>
      <ul className="mt-1 space-y-0.5">
        <li>
          <span className="font-mono">4242 4242 4242 4242</span> {t("testCards.succeeds")}
        </li>
        <li>
          <span className="font-mono">4000 0000 0000 0002</span> {t("testCards.declined")}
        </li>
      </ul>
      <p className="mt-1 text-amber-900">{t("testCards.hint")}</p>
    </div>
  );
}
