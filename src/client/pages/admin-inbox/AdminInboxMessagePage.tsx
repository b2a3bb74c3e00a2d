import { useState, type FormEvent } from "react";
import { useParams } from "wouter";
import { ArrowLeft, Send } from "lucide-react";
import { CONTACT_ANSWER_MAX, contactAnswerSchema, type ContactMessageDetail } from "@shared/schemas/contact-inbox";
import { PageHeader } from "@/components/common/PageHeader";
import { AppLink } from "@/components/routing/AppLink";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { dateTime } from "@/features/admin/format";
import { ContactStatusBadge } from "@/features/admin/inbox/ContactStatusBadge";
import {
  useAnswerContactMessage,
  useContactMessage,
  useSetContactStatus,
} from "@/features/admin/inbox/use-contact-inbox";
import { toast } from "@/hooks/use-toast";
import { errorMessage, serverMessageOf } from "@/lib/api";

/** /admin/inbox/:id — one contact message: what was written, the answers sent, the customer it matches, and the answer form. */
export function AdminInboxMessagePage() {
  const { id } = useParams<{ id: string }>();
  const { data, isLoading, isError, error } = useContactMessage(id);
  return (
    <div>
      <AppLink
        href="/admin/inbox"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to the inbox
      </AppLink>
      {isLoading ? (
        <Spinner label="Loading the message..." />
      ) : isError || !data ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-destructive">
          {serverMessageOf(error) ?? "The message could not be loaded. Please try again."}
        </p>
      ) : (
        <MessageView message={data} />
      )}
    </div>
  );
}

function MessageView({ message }: { message: ContactMessageDetail }) {
  const setStatus = useSetContactStatus(message.id);
  const closed = message.status === "closed";
  return (
    <>
      <PageHeader
        title={message.subject}
        description={`From ${message.name}, ${dateTime(message.createdAt)}`}
        actions={
          <Button
            variant="outline"
            disabled={setStatus.isPending}
            onClick={() =>
              setStatus.mutate(closed ? "open" : "closed", {
                onError: (failure) =>
                  toast({
                    title: "Error",
                    description: errorMessage(failure, "Please try again."),
                    variant: "destructive",
                  }),
              })
            }
          >
            {closed ? "Reopen" : "Close"}
          </Button>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-4">
          <Card className="p-4">
            <div className="mb-3 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <ContactStatusBadge status={message.status} />
              <span className="break-all">{message.email}</span>
              {message.phone && <span>· {message.phone}</span>}
            </div>
            <p className="whitespace-pre-wrap break-words" data-testid="inbox-message-text">
              {message.message}
            </p>
          </Card>
          {message.replies.length > 0 && (
            <section aria-labelledby="answers-heading" className="space-y-3">
              <h2 id="answers-heading" className="text-lg font-semibold">
                Answers sent
              </h2>
              {message.replies.map((reply) => (
                <Card key={reply.id} className="border-l-4 border-l-navy p-4" data-testid="inbox-reply">
                  <p className="mb-2 text-sm text-muted-foreground">
                    {reply.authorName}, {dateTime(reply.createdAt)}
                    {reply.mailStatus ? ` · e-mail ${reply.mailStatus}` : ""}
                  </p>
                  <p className="whitespace-pre-wrap break-words">{reply.body}</p>
                </Card>
              ))}
            </section>
          )}
          <AnswerForm message={message} />
        </div>
        <aside aria-labelledby="sender-heading">
          <Card className="p-4 text-sm">
            <h2 id="sender-heading" className="mb-2 font-semibold">
              Sender
            </h2>
            {message.customer ? (
              <>
                <p>
                  Customer{" "}
                  {message.customer.email ? (
                    <AppLink
                      href={`/admin/users?search=${encodeURIComponent(message.customer.email)}`}
                      className="underline"
                    >
                      {message.customer.name}
                    </AppLink>
                  ) : (
                    message.customer.name
                  )}
                </p>
                {message.customer.email && <p className="break-all text-muted-foreground">{message.customer.email}</p>}
                {message.customer.orders.length > 0 ? (
                  <ul className="mt-2 space-y-1">
                    {message.customer.orders.map((order) => (
                      <li key={order.id}>
                        <AppLink href={`/admin/orders/${order.id}`} className="underline">
                          Order #{order.id}
                        </AppLink>{" "}
                        <span className="text-muted-foreground">· {order.status}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-muted-foreground">No orders yet.</p>
                )}
              </>
            ) : (
              <p className="text-muted-foreground">A visitor: no account uses this address.</p>
            )}
            {message.orderId !== null && (
              <p className="mt-2">
                About{" "}
                <AppLink href={`/admin/orders/${message.orderId}`} className="underline">
                  order #{message.orderId}
                </AppLink>
              </p>
            )}
          </Card>
        </aside>
      </div>
    </>
  );
}

function AnswerForm({ message }: { message: ContactMessageDetail }) {
  const [body, setBody] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useAnswerContactMessage(message.id);
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = contactAnswerSchema.safeParse({ body });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]!.message);
      return;
    }
    setProblem(null);
    answer.mutate(parsed.data.body, {
      onSuccess: () => {
        setBody("");
        toast({ title: "Answer sent", description: `E-mailed to ${message.email}.` });
      },
      onError: (failure) => setProblem(errorMessage(failure, "The answer could not be sent. Please try again.")),
    });
  }
  return (
    <Card className="p-4">
      <form onSubmit={submit} noValidate>
        <Label htmlFor="inbox-answer" className="mb-2 block font-semibold">
          Answer by e-mail
        </Label>
        <p id="inbox-answer-help" className="mb-2 text-sm text-muted-foreground">
          Sent to {message.email} from the agency; their reply comes back to the agency's address.
        </p>
        <Textarea
          id="inbox-answer"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          rows={6}
          maxLength={CONTACT_ANSWER_MAX}
          aria-describedby={problem ? "inbox-answer-help inbox-answer-error" : "inbox-answer-help"}
          aria-invalid={problem ? true : undefined}
        />
        {problem && (
          <p id="inbox-answer-error" role="alert" className="mt-2 text-sm text-destructive">
            {problem}
          </p>
        )}
        <Button type="submit" className="mt-3" disabled={answer.isPending}>
          <Send aria-hidden="true" />
          {answer.isPending ? "Sending..." : "Send answer"}
        </Button>
      </form>
    </Card>
  );
}
