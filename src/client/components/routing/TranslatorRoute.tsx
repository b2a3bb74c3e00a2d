import type { ReactNode } from "react";
import { ProtectedRoute } from "@/components/routing/ProtectedRoute";

/** The translator portal: no session → /auth, any role but translator → / (the server enforces the same). */
export function TranslatorRoute({ children }: { children: ReactNode }) {
  return <ProtectedRoute roles={["translator"]}>{children}</ProtectedRoute>;
}
