import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { Card } from "@/components/ui/card";
import { dateTime } from "@/features/admin/format";
import { MailStatusBadge } from "@/features/admin/outbox/MailStatusBadge";
import { RetryMailButton } from "@/features/admin/outbox/RetryMailButton";
import type { OutboxEmail } from "@/features/admin/outbox/use-outbox";

/** One row per e-mail; the row opens to show the sender, delivery details and the text. */
export function OutboxList({ emails }: { emails: OutboxEmail[] }) {
  return (
    <Card className="overflow-hidden">
      <AccordionPrimitive.Root type="multiple" className="divide-y">
        {emails.map((email) => (
          <AccordionPrimitive.Item key={email.id} value={String(email.id)} data-testid="outbox-email">
            <AccordionPrimitive.Header>
              <AccordionPrimitive.Trigger className="group flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium sm:truncate">{email.subject}</p>
                  <p className="text-sm text-muted-foreground sm:truncate">
                    <span className="block truncate sm:inline">To {email.to}</span>
                    <span className="hidden sm:inline"> · </span>
                    <span className="block sm:inline">{dateTime(email.createdAt)}</span>
                  </p>
                </div>
                <MailStatusBadge status={email.status} />
                <ChevronDown
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                />
              </AccordionPrimitive.Trigger>
            </AccordionPrimitive.Header>
            <AccordionPrimitive.Content className="border-t bg-muted/30 px-4 py-3 text-sm">
              <dl className="mb-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
                <dt className="text-muted-foreground">From</dt>
                <dd className="break-all">{email.from}</dd>
                <dt className="text-muted-foreground">Delivery</dt>
                <dd>
                  {email.transport === "smtp" ? "SMTP" : "Kept in the outbox (SMTP not configured)"}
                  {email.sentAt ? `, sent ${dateTime(email.sentAt)}` : ""}
                  {email.transport === "smtp"
                    ? ` · ${email.attempts} ${email.attempts === 1 ? "attempt" : "attempts"}`
                    : ""}
                </dd>
                {email.error && (
                  <>
                    <dt className="text-muted-foreground">
                      {email.status === "queued" ? "Last error (retrying)" : "Error"}
                    </dt>
                    <dd className="text-destructive">{email.error}</dd>
                  </>
                )}
              </dl>
              {email.status === "failed" && <RetryMailButton mailId={email.id} />}
              <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-background p-3 font-mono text-xs leading-relaxed">
                {email.text}
              </pre>
            </AccordionPrimitive.Content>
          </AccordionPrimitive.Item>
        ))}
      </AccordionPrimitive.Root>
    </Card>
  );
}
