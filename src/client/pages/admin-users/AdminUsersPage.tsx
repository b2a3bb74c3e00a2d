import { Users } from "lucide-react";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";

export function AdminUsersPage() {
  return (
    <div>
      <PageHeader title="Customers" />
      <EmptyState
        icon={Users}
        title="Customer management is not available yet"
        description="Customer accounts will be listed here."
      />
    </div>
  );
}
