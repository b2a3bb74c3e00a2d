import type { ReactNode } from "react";
import { BriefcaseBusiness, UserRound, Wallet } from "lucide-react";
import { SidebarLayout, type SidebarItem } from "@/components/layout/SidebarLayout";

const translatorItems: SidebarItem[] = [
  { href: "/translator", label: "My Jobs", icon: BriefcaseBusiness, exact: true },
  { href: "/translator/earnings", label: "Earnings", icon: Wallet },
  { href: "/translator/profile", label: "Profile", icon: UserRound },
];

/** The translator portal's frame: the same sidebar layout as the customer and admin areas. */
export function TranslatorLayout({ children }: { children: ReactNode }) {
  return (
    <SidebarLayout area="Translator" items={translatorItems}>
      {children}
    </SidebarLayout>
  );
}
