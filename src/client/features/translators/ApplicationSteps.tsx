import { FileText, IdCard, MailCheck, UserCheck } from "lucide-react";

const STEPS = [
  {
    icon: FileText,
    title: "Apply",
    text: "Tell us about your experience and upload your resume and a translation sample.",
  },
  { icon: MailCheck, title: "Verify your email", text: "Open the link or enter the 6-digit code we email you." },
  { icon: IdCard, title: "Verify your identity", text: "A government photo ID and a selfie. It takes 1-2 minutes." },
  { icon: UserCheck, title: "Review", text: "Our team reviews your application, typically within 3-5 business days." },
];

/** What happens after applying (docs/translators.md), shown beside the form. */
export function ApplicationSteps() {
  return (
    <ol className="space-y-5">
      {STEPS.map(({ icon: Icon, title, text }, index) => (
        <li key={title} className="flex gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <div>
            <p className="font-medium">
              {index + 1}. {title}
            </p>
            <p className="text-sm text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
