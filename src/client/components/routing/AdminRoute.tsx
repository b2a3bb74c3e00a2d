import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/hooks/use-auth";
import { hasAdminFlag } from "@/lib/admin-flag";

/**
 * The spec's access rules for admin pages: no session → /admin/auth; not an admin → /;
 * an admin who still owes the e-mailed code → /admin/verify. The server enforces the same.
 */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner label="Loading secure admin portal..." />;
  if (!user) return <Redirect to="/admin/auth" replace />;
  if (user.role !== "admin" && !hasAdminFlag()) return <Redirect to="/" replace />;
  if (user.verificationRequired) return <Redirect to="/admin/verify" replace />;
  return <>{children}</>;
}
