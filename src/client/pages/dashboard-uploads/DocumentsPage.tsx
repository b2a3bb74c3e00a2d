import { Link } from "wouter";
import { FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { CustomerDocumentList } from "@/features/documents/CustomerDocumentList";
import { useCustomerDocuments } from "@/features/documents/use-customer-documents";

/** /dashboard/uploads: My Documents across all orders. */
export function DocumentsPage() {
  const { documents, isLoading, isError } = useCustomerDocuments();
  return (
    <div>
      <PageHeader title="My Documents" description="Every document you have uploaded, with the order it belongs to." />
      {isLoading ? (
        <Spinner label="Loading your documents..." />
      ) : isError ? (
        <p role="alert" className="text-destructive">
          Error loading documents
        </p>
      ) : documents.length ? (
        <CustomerDocumentList documents={documents} />
      ) : (
        <EmptyState
          icon={FileText}
          title="No documents yet"
          description="Documents you upload to your orders will appear here."
          action={
            <Button asChild variant="outline">
              <Link href="/dashboard/orders/new">New Order</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}
