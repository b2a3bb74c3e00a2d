import { UserCheck } from "lucide-react";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";

export function AdminTranslatorsPage() {
  return (
    <div>
      <PageHeader title="Translator Applications" />
      <EmptyState
        icon={UserCheck}
        title="No translator applications to show yet"
        description="Applications submitted through the Apply as Translator form will be listed here."
      />
    </div>
  );
}
