import { useMutation } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ADMIN_OUTBOX_KEY } from "@/features/admin/admin-queries";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** An e-mail the sender gave up on: one more delivery attempt now (POST /api/admin/outbox/:id/retry). */
export function RetryMailButton({ mailId }: { mailId: number }) {
  const retry = useMutation<unknown, Error>({
    mutationFn: async () => (await apiRequest("POST", `/api/admin/outbox/${mailId}/retry`)).json(),
    onSuccess: () => toast({ title: "Delivery retried", description: "The e-mail is queued for delivery again." }),
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "The e-mail could not be queued again."),
        variant: "destructive",
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [ADMIN_OUTBOX_KEY] }),
  });
  return (
    <Button size="sm" variant="outline" className="mb-3" disabled={retry.isPending} onClick={() => retry.mutate()}>
      <RotateCcw aria-hidden="true" />
      Retry delivery
    </Button>
  );
}
