import type { PublicUser } from "@shared/schemas/auth";
import { formatUsLongDate } from "@shared/format";

/** The parts of the account that do not change here: username and membership date. */
export function AccountOverview({ user }: { user: PublicUser }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="text-muted-foreground">Username</dt>
      <dd className="font-medium">{user.username}</dd>
      <dt className="text-muted-foreground">Member since</dt>
      <dd className="font-medium">{formatUsLongDate(user.createdAt)}</dd>
    </dl>
  );
}
