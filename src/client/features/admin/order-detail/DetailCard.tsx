import { type ReactNode, useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** A titled card section of the order detail screen: a region named by its title, for screen readers and tests. */
export function DetailCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const titleId = useId();
  return (
    <Card className={className} role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-3">
        <CardTitle>
          <h2 id={titleId} className="text-base font-semibold">
            {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Label/value pairs, two columns on wider screens. */
export function DetailList({ items, className }: { items: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-x-6 gap-y-3 text-sm", className)}>
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
