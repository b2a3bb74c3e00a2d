import { Card, CardContent } from "@/components/ui/card";

type Counts = { total: number; admins: number; regular: number };

/** The Customers header counts: total, administrators and regular users. */
export function UserCounts({ counts }: { counts: Counts }) {
  const items = [
    ["Total Users", counts.total],
    ["Administrators", counts.admins],
    ["Regular Users", counts.regular],
  ] as const;
  return (
    <dl className="mb-6 grid grid-cols-3 gap-3">
      {items.map(([label, value]) => (
        <Card key={label}>
          <CardContent className="p-4">
            <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </CardContent>
        </Card>
      ))}
    </dl>
  );
}
