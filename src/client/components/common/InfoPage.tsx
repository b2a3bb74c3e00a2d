import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";

type InfoPageProps = { icon: LucideIcon; title: string; children: ReactNode; actions?: ReactNode };

/** A centred card with a heading, text and buttons; used by the translator-applicant pages. */
export function InfoPage({ icon: Icon, title, children, actions }: InfoPageProps) {
  return (
    <div className="flex justify-center px-4 py-12 md:py-20">
      <Card className="w-full max-w-xl">
        <CardContent className="flex flex-col items-center p-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-navy">{title}</h1>
          <div className="mt-3 space-y-2 text-sm text-muted-foreground">{children}</div>
          {actions && <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div>}
        </CardContent>
      </Card>
    </div>
  );
}
