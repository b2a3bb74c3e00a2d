import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

type Figure = { label: string; value: ReactNode; hint?: ReactNode };

/** A card of labelled figures (revenue overview, customer overview). */
export function OverviewCard({ title, icon: Icon, figures }: { title: string; icon: LucideIcon; figures: Figure[] }) {
  const headingId = `overview-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-crimson" />
          <h2 id={headingId} className="text-base font-semibold">
            {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-lg bg-muted/60 p-3">
              <dt className="text-xs text-muted-foreground">{figure.label}</dt>
              <dd className="mt-1 text-xl font-bold tabular-nums">{figure.value}</dd>
              {figure.hint && <dd className="text-xs text-muted-foreground">{figure.hint}</dd>}
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
