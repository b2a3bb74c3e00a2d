import { Badge, type BadgeTone } from "@/components/ui/badge";

const ROLE_TONES: Record<string, BadgeTone> = { admin: "navy", translator: "violet", user: "secondary" };

export function RoleBadge({ role }: { role: string }) {
  return (
    <Badge tone={ROLE_TONES[role.toLowerCase()] ?? ROLE_TONES.user} className="capitalize">
      {role}
    </Badge>
  );
}

export function DisabledBadge() {
  return <Badge tone="red">Disabled</Badge>;
}

/** The customer deleted the account (docs/administration.md, "Deleted customers"). */
export function DeletedBadge() {
  return <Badge tone="gray">Deleted</Badge>;
}
