import type { ReactNode } from "react";
import { Redirect } from "wouter";
import type { PublicUser } from "@shared/schemas/auth";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useAuth } from "@/hooks/use-auth";

type ProtectedRouteProps = {
  /** Roles allowed here; a signed-in user with another role goes to "/". Omit to allow any role. */
  roles?: PublicUser["role"][];
  children: ReactNode;
};

/** The spec's access rules for customer pages: no session → /auth, wrong role → /. */
export function ProtectedRoute({ roles, children }: ProtectedRouteProps) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner label="Loading your account..." />;
  if (!user) return <Redirect to="/auth" replace />;
  if (roles && !roles.includes(user.role)) return <Redirect to="/" replace />;
  return <>{children}</>;
}
