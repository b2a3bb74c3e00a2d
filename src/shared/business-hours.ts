// The business_hours setting is one line an admin types in English ("Mon-Fri 9AM-6PM EST"). Turkish pages show it
// the Turkish way: day names from the catalog (common:footer.days) and a 24-hour clock ("Pzt-Cum 09:00-18:00 EST").

export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DAY = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g;
const TIME = /\b(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?[Mm]\.?(?![\p{L}])/gu;

/** "9AM" → "09:00", "6:30 pm" → "18:30", "12AM" → "00:00". */
function clock24(hour: string, minutes: string | undefined, half: string): string {
  const h = (Number(hour) % 12) + (half.toLowerCase() === "p" ? 12 : 0);
  return `${String(h).padStart(2, "0")}:${minutes ?? "00"}`;
}

/** The hours as written in `language`: English stays as typed; Turkish gets its day names and a 24-hour clock. */
export function localizeBusinessHours(text: string, language: string, dayName: (day: Weekday) => string): string {
  if (language !== "tr") return text;
  return text
    .replace(DAY, (day) => dayName(day as Weekday))
    .replace(TIME, (_, hour: string, minutes: string | undefined, half: string) => clock24(hour, minutes, half));
}
