import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";

/** The element the home page's second skip link lands on (QuoteCalculator's section). */
export const CALCULATOR_ANCHOR = "quote-calculator";

const SKIP_LINK_CLASSES =
  "sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground focus:shadow-lg";

/** Jumps to the element with `targetId` and puts the keyboard there (or on its first field, for a form). */
function JumpLink({
  targetId,
  label,
  toFirstField = false,
}: {
  targetId: string;
  label: string;
  toFirstField?: boolean;
}) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        const field = toFirstField
          ? target.querySelector<HTMLElement>(":is(select, input, button, textarea):not(:disabled)")
          : null;
        (field ?? target).focus();
        target.scrollIntoView();
      }}
      className={SKIP_LINK_CLASSES}
    >
      {label}
    </a>
  );
}

/**
 * First focusable elements on every page: past the navigation to the content, and on the home page straight to the
 * price calculator (a keyboard user needed 16 Tabs from the top to reach it, issue 42 item 6).
 */
export function SkipLink() {
  const { t } = useTranslation("common");
  const [location] = useLocation();
  return (
    <>
      <JumpLink targetId="main-content" label={t("skipToContent")} />
      {location === "/" && <JumpLink targetId={CALCULATOR_ANCHOR} label={t("skipToCalculator")} toFirstField />}
    </>
  );
}
