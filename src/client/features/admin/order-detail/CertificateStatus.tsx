import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { Ban, ShieldCheck } from "lucide-react";
import { REVOCATION_REASON_REQUIRED, revokeCertificateSchema } from "@shared/schemas/certificates";
import type { AdminOrderDeliveryDto, CertificateDto } from "@shared/schemas/jobs";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { dateTime } from "@/features/admin/format";
import { adminOrderKey } from "@/features/admin/admin-queries";
import { orderDeliveryKey } from "@/features/admin/order-detail/use-order-delivery";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

/** POST /api/admin/certificates/:id/revoke; the delivery card and the order's history refresh. */
function useRevokeCertificate(orderId: number, onDone: () => void) {
  return useMutation<AdminOrderDeliveryDto, Error, { id: number; reason: string; number: string }>({
    mutationFn: async ({ id, reason }) =>
      (await apiRequest("POST", `/api/admin/certificates/${id}/revoke`, { reason })).json(),
    onSuccess: (delivery, { number }) => {
      queryClient.setQueryData([orderDeliveryKey(orderId)], delivery);
      void queryClient.invalidateQueries({ queryKey: [adminOrderKey(orderId)], exact: true });
      toast({ title: "Certificate revoked", description: `${number} now shows as revoked on its verification page.` });
      onDone();
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to revoke the certificate."),
        variant: "destructive",
      }),
  });
}

/** A certificate's number, its public verification link and, unless revoked already, the Revoke action. */
export function CertificateStatus({
  orderId,
  certificate,
  documentName,
}: {
  orderId: number;
  certificate: CertificateDto;
  documentName: string;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const revoke = useRevokeCertificate(orderId, () => setOpen(false));
  if (!certificate.certificateNumber || !certificate.verificationCode) return null;
  const number = certificate.certificateNumber;

  const submit = () => {
    const parsed = revokeCertificateSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? REVOCATION_REASON_REQUIRED);
    setError(null);
    revoke.mutate({ id: certificate.id, reason: parsed.data.reason, number });
  };

  return (
    <div className="flex flex-wrap items-center gap-2 text-xs" data-testid={`certificate-${certificate.id}`}>
      {certificate.revokedAt ? (
        <span className="inline-flex items-center gap-1 rounded bg-red-50 px-2 py-1 font-medium text-red-800">
          <Ban aria-hidden="true" className="size-3.5" />
          {number} revoked {dateTime(certificate.revokedAt)}
          {certificate.revocationReason ? `: ${certificate.revocationReason}` : ""}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="size-3.5 text-green-700" />
          {number}
          {certificate.notarized ? " (notarized)" : ""}
        </span>
      )}
      {certificate.separateReason && (
        <span className="basis-full text-amber-800">
          The translation is delivered as a separate file beside the certified PDF: {certificate.separateReason}
        </span>
      )}
      <a
        className="text-primary hover:underline"
        href={`/verify/${certificate.verificationCode}`}
        target="_blank"
        rel="noreferrer"
      >
        Verification page
      </a>
      {!certificate.revokedAt && (
        <Button
          size="sm"
          variant="outline"
          className="h-7 text-xs"
          onClick={() => setOpen(true)}
          aria-label={`Revoke certificate ${number} of ${documentName}`}
        >
          Revoke
        </Button>
      )}
      <Dialog open={open} onOpenChange={(next) => !revoke.isPending && setOpen(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Revoke certificate {number}</DialogTitle>
            <DialogDescription>
              Anyone checking {documentName}'s certificate online will see that it was revoked and when. This cannot be
              undone; a corrected translation gets a new certificate when the order is completed again. The reason is
              kept for the agency's records only.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor={`revoke-reason-${certificate.id}`}>Reason</Label>
            <Textarea
              id={`revoke-reason-${certificate.id}`}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `revoke-error-${certificate.id}` : undefined}
            />
            {error && (
              <p id={`revoke-error-${certificate.id}`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={revoke.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={submit} disabled={revoke.isPending}>
              {revoke.isPending ? "Revoking..." : "Revoke Certificate"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
