import { shownAccount } from "@shared/account-deletion";
import { cn } from "@/lib/utils";

type Person = { firstName: string | null; lastName: string | null; username: string; email: string };

/**
 * A customer in a table cell: the name over the e-mail address. A deleted customer is "Deleted customer #4" alone,
 * never the placeholder address (shownAccount, src/shared/account-deletion.ts).
 */
export function CustomerLines({ customer, className }: { customer: Person; className?: string }) {
  const shown = shownAccount(customer);
  return (
    <>
      <p className="font-medium">{shown.name}</p>
      {shown.email && <p className={cn("truncate text-xs text-muted-foreground", className)}>{shown.email}</p>}
    </>
  );
}
