import type { ReactNode } from "react";
import { CircleAlert, CircleCheck, LoaderCircle, type LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type Tone = "loading" | "success" | "error" | "info";

const TONES: Record<Tone, { icon: LucideIcon; className: string }> = {
  loading: { icon: LoaderCircle, className: "bg-secondary text-primary [&_svg]:animate-spin" },
  success: { icon: CircleCheck, className: "bg-green-100 text-green-700" },
  error: { icon: CircleAlert, className: "bg-red-100 text-red-700" },
  info: { icon: CircleCheck, className: "bg-secondary text-primary" },
};

type StatusPanelProps = {
  tone: Tone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  icon?: LucideIcon;
  /** Wider card for pages with a form or a longer explanation. */
  wide?: boolean;
};

/** The centred card every step of the applicant's verification shows: an icon by state, a heading, text, buttons. */
export function StatusPanel({ tone, title, children, actions, icon, wide }: StatusPanelProps) {
  const Icon = icon ?? TONES[tone].icon;
  return (
    <div className="flex justify-center px-4 py-12 md:py-20">
      <Card className={cn("w-full", wide ? "max-w-2xl" : "max-w-xl")}>
        <CardContent className="flex flex-col items-center p-6 text-center sm:p-8">
          <span className={cn("flex size-12 items-center justify-center rounded-full", TONES[tone].className)}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div role={tone === "error" ? "alert" : undefined} className="w-full">
            <h1 className="mt-4 text-2xl font-bold text-navy">{title}</h1>
            {children && <div className="mt-3 w-full space-y-3 text-sm text-muted-foreground">{children}</div>}
          </div>
          {actions && (
            <div className="mt-6 flex w-full flex-col justify-center gap-2 sm:w-auto sm:flex-row sm:flex-wrap">
              {actions}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
