import { useTranslation } from "react-i18next";
import { FileText, IdCard, MailCheck, UserCheck } from "lucide-react";

const STEPS = [
  { icon: FileText, key: "apply" },
  { icon: MailCheck, key: "email" },
  { icon: IdCard, key: "identity" },
  { icon: UserCheck, key: "review" },
] as const;

/** What happens after applying (docs/translators.md), shown beside the form. */
export function ApplicationSteps() {
  const { t } = useTranslation("apply");
  return (
    <ol className="space-y-5">
      {STEPS.map(({ icon: Icon, key }, index) => (
        <li key={key} className="flex gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <div>
            <p className="font-medium">
              {index + 1}. {t(`steps.${key}.title`)}
            </p>
            <p className="text-sm text-muted-foreground">{t(`steps.${key}.text`)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
