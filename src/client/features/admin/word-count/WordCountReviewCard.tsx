import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { formatCents } from "@shared/money";
import type { AdminOrderDetail, AdminOrderDocument } from "@shared/schemas/admin";
import { setWordCountSchema, type SetWordCountInput } from "@shared/schemas/word-count-review";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { adminOrderKey, invalidateByPrefix, ADMIN_ORDERS_KEY } from "@/features/admin/admin-queries";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";

/**
 * Word count review (docs/ordering.md): the documents whose count is an estimate (a scan OCR could not read
 * reliably, a .doc file), with the agent's count to set. Saving reprices an unpaid order, e-mails the customer
 * when the total moves, cancels an open checkout and writes the history.
 */
export function WordCountReviewCard({ order }: { order: AdminOrderDetail }) {
  const waiting = order.documents.filter((document) => document.wordCountReview === "needed");
  if (waiting.length === 0) return null;
  return (
    <DetailCard title="Word count to confirm">
      <p className="mb-4 text-sm text-muted-foreground">
        {order.status === "pending"
          ? "Priced on the page estimate until you set the count. If the total changes, the customer is e-mailed before paying and checkout charges the new price."
          : "The order is paid: the count is recorded for the translator, the price paid stands."}
      </p>
      <ul className="space-y-5">
        {waiting.map((document) => (
          <li key={document.id}>
            <WordCountForm orderId={order.id} document={document} />
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}

function WordCountForm({ orderId, document }: { orderId: number; document: AdminOrderDocument }) {
  const [countText, setCountText] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const save = useMutation<AdminOrderDetail, Error, SetWordCountInput>({
    mutationFn: async (input) =>
      (await apiRequest("PUT", `/api/admin/orders/${orderId}/documents/${document.id}/word-count`, input)).json(),
    onSuccess: (updated) => {
      queryClient.setQueryData([adminOrderKey(orderId)], updated);
      void invalidateByPrefix(ADMIN_ORDERS_KEY);
      toast({
        title: "Word count set",
        description: `${document.title}: order #${orderId} now totals ${formatCents(updated.totalCents)}.`,
      });
    },
    onError: (failure) =>
      toast({
        title: "Error",
        description: errorMessage(failure, "Failed to set the word count."),
        variant: "destructive",
      }),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = setWordCountSchema.safeParse({
      wordCount: /^\d+$/.test(countText.trim()) ? Number(countText.trim()) : Number.NaN,
      note: note || undefined,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data);
  }

  const id = `word-count-${document.id}`;
  return (
    <form noValidate onSubmit={submit} className="space-y-3" data-testid={`word-count-form-${document.id}`}>
      <p className="break-words text-sm font-medium">{document.title}</p>
      <p className="text-xs text-muted-foreground">
        <span className="break-all">uploaded as {document.originalFilename}</span> · Priced at{" "}
        {document.wordCount.toLocaleString("en-US")} words (estimated)
        {document.ocrConfidence !== null && ` · OCR read it at ${document.ocrConfidence}% confidence`}.{" "}
        <a className="underline" href={`/api/documents/${document.id}/download`} download>
          Open the file
        </a>
      </p>
      <FormField id={id} label="Words counted" error={error}>
        <Input
          inputMode="numeric"
          value={countText}
          onChange={(event) => setCountText(event.target.value)}
          placeholder="e.g. 87"
        />
      </FormField>
      <FormField id={`${id}-note`} label="Note (optional)" description="Kept in the order history.">
        <Input
          maxLength={300}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Counted by hand from the photo"
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Set word count"}
      </Button>
    </form>
  );
}
