import { FileText } from "lucide-react";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";

export function DocumentsPage() {
  return (
    <div>
      <PageHeader title="My Documents" />
      <EmptyState
        icon={FileText}
        title="No documents yet"
        description="Documents you upload to your orders will appear here."
      />
    </div>
  );
}
