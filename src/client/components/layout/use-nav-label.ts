import { useTranslation } from "react-i18next";
import type { NavKey } from "./nav-links";

/** A menu link's label in the visitor's language; admin links (no key) keep their English label. */
export function useNavLabel(): (link: { label: string; key?: NavKey }) => string {
  const { t } = useTranslation("common");
  return (link) => (link.key ? t(`nav.${link.key}`) : link.label);
}
