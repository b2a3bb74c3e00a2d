import type { Language } from "../../shared/i18n/languages";
import { formatLongDate } from "../../shared/i18n/format-date";
import { emailText } from "../mail/email-text";
import type { ReadmeLine } from "./export-sections";

/** README.txt, in the account's language: what each part of the ZIP holds (CRLF, so Windows' Notepad shows the lines too). */
export function exportReadme(options: {
  language: Language;
  username: string;
  preparedAt: Date;
  lines: ReadmeLine[];
  missingFiles: number;
  contactEmail: string;
}): string {
  const t = emailText(options.language);
  const text = [
    t("dataExport.readme.title"),
    "",
    t("dataExport.readme.prepared", {
      date: formatLongDate(options.preparedAt, options.language),
      username: options.username,
    }),
    "",
    t("dataExport.readme.contents"),
    "",
    ...options.lines.map((line) => `- ${t(`dataExport.readme.${line}`)}`),
    `- ${t("dataExport.readme.manifest")}`,
    "",
    ...(options.missingFiles > 0 ? [t("dataExport.readme.missing"), ""] : []),
    t("dataExport.readme.format"),
    t("dataExport.readme.questions", { email: options.contactEmail }),
    "",
  ];
  return text.join("\r\n");
}
