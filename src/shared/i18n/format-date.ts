import { format } from "date-fns";
import { tr } from "date-fns/locale/tr";
import { formatUsLongDate } from "../format";
import type { Language } from "./languages";

/** A date as each language writes it in full: "March 2, 2026" / "2 Mart 2026". */
export function formatLongDate(date: Date | string, language: Language): string {
  return language === "tr" ? format(new Date(date), "d MMMM yyyy", { locale: tr }) : formatUsLongDate(date);
}
