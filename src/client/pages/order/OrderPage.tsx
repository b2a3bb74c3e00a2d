import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CircleAlert } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { DraftAccount } from "@/features/order-draft/DraftAccount";
import { DraftDocuments } from "@/features/order-draft/DraftDocuments";
import { draftBlockers } from "@/features/order-draft/draft-input";
import { DraftOptions } from "@/features/order-draft/DraftOptions";
import { DraftPayment } from "@/features/order-draft/DraftPayment";
import { DraftSummary } from "@/features/order-draft/DraftSummary";
import { useDraftEditor } from "@/features/order-draft/use-draft-editor";
import { useCatalog } from "@/features/pricing/use-catalog";
import { useDocumentMeta } from "@/features/site/use-document-meta";
import { useAuth } from "@/hooks/use-auth";

/**
 * /order (and /tr/order): a first order in one sitting, files first (docs/ordering.md, "Files first: the /order
 * page"). Documents and options live in the visitor's order draft on the server, which prices them; the account,
 * the e-mailed code and the payment happen on this page too.
 */
export function OrderPage() {
  const { t } = useTranslation("draftOrder");
  useDocumentMeta(t("page.metaTitle"), t("page.description"));
  const catalog = useCatalog();
  const editor = useDraftEditor();
  const { user } = useAuth();
  const [createdOrderId, setCreatedOrderId] = useState<number | null>(null);
  const orderId = createdOrderId ?? editor.server?.orderId ?? null;
  const loaded = editor.query.isSuccess;

  // After a sign-up or sign-in (or a visit already signed in) the draft is saved once more: that ties this browser's
  // draft to the account.
  const claimedFor = useRef<number | null>(null);
  const { claim } = editor;
  useEffect(() => {
    if (!loaded || !user || user.role !== "user" || orderId !== null || claimedFor.current === user.id) return;
    claimedFor.current = user.id;
    void claim().catch(() => undefined);
  }, [loaded, user, orderId, claim]);

  const blockers = draftBlockers(editor.state, editor.server, editor.uploading, editor.state.shippingAddress !== null);
  const canOrder = Boolean(user && user.role === "user" && user.emailVerified);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <h1 className="text-3xl font-bold text-navy">{t("page.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("page.description")}</p>
      {editor.query.isLoading ? (
        <div className="mt-8">
          <Spinner label={t("page.loading")} />
        </div>
      ) : editor.query.isError ? (
        <p role="alert" className="mt-8 flex items-start gap-2 text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {t("page.loadFailed")}
        </p>
      ) : (
        // One column on a phone, in reading order (the price before the account); beside the sections on a wide screen.
        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-6 lg:col-start-1">
            <DraftDocuments editor={editor} catalog={catalog} lockedOrderId={orderId} />
            <DraftOptions editor={editor} catalog={catalog} locked={orderId !== null} />
          </div>
          <DraftSummary
            editor={editor}
            catalog={catalog}
            blockers={blockers}
            className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          />
          <div className="min-w-0 space-y-6 lg:col-start-1">
            <DraftAccount />
            <DraftPayment
              editor={editor}
              canOrder={canOrder}
              ready={blockers.length === 0 && !editor.pending && Boolean(editor.server?.price)}
              orderId={orderId}
              onOrderCreated={setCreatedOrderId}
            />
          </div>
        </div>
      )}
    </div>
  );
}
