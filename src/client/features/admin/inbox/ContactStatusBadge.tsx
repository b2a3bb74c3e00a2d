import type { ContactMessageStatus } from "@shared/schemas/contact-inbox";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const LOOK: Record<ContactMessageStatus, { label: string; tone: BadgeTone }> = {
  new: { label: "New", tone: "amber" },
  answered: { label: "Answered", tone: "green" },
  closed: { label: "Closed", tone: "gray" },
};

export function ContactStatusBadge({ status }: { status: ContactMessageStatus }) {
  return <Badge tone={LOOK[status].tone}>{LOOK[status].label}</Badge>;
}
