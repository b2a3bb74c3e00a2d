import { Settings } from "lucide-react";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";

export function AdminSettingsPage() {
  return (
    <div>
      <PageHeader title="System Settings" />
      <EmptyState
        icon={Settings}
        title="Settings are not available yet"
        description="General, security, email and payment settings will be managed here."
      />
    </div>
  );
}
