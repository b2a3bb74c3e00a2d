import { cn } from "@/lib/utils";

const roleStyles: Record<string, string> = {
  admin: "bg-navy text-navy-foreground border-transparent",
  translator: "bg-violet-100 text-violet-900 border-violet-200",
  user: "bg-secondary text-secondary-foreground border-transparent",
};

export function RoleBadge({ role }: { role: string }) {
  return (
    <span className={cn("inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize", roleStyles[role.toLowerCase()] ?? roleStyles.user)}>
      {role}
    </span>
  );
}

export function DisabledBadge() {
  return (
    <span className="inline-flex rounded-full border border-red-200 bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">
      Disabled
    </span>
  );
}
