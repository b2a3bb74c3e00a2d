type Counts = { total: number; admins: number; regular: number };

/** The Customers header counts: total, administrators and regular users. Each pair sits in one card-styled <div>, the only wrapper a <dl> allows. */
export function UserCounts({ counts }: { counts: Counts }) {
  const items = [
    ["Total Users", counts.total],
    ["Administrators", counts.admins],
    ["Regular Users", counts.regular],
  ] as const;
  return (
    <dl className="mb-6 grid grid-cols-3 gap-3">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
          <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
