import { Link } from "wouter";
import { Package, Settings, UserCheck, Users, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";

type Shortcut = { href: string; title: string; description: string; icon: LucideIcon; badge?: number };

/** Shortcut cards (docs/admin-ui.md); Applications carries the number of pending translator applications. */
export function Shortcuts({ pendingApplications }: { pendingApplications?: number }) {
  const shortcuts: Shortcut[] = [
    { href: "/admin/orders", title: "Orders", description: "Review and move orders", icon: Package },
    { href: "/admin/users", title: "Customers", description: "View, edit or disable accounts", icon: Users },
    {
      href: "/admin/translators",
      title: "Applications",
      description: "Translator applications",
      icon: UserCheck,
      badge: pendingApplications,
    },
    { href: "/admin/settings", title: "Settings", description: "Company, security, e-mail, payment", icon: Settings },
  ];
  return (
    <nav aria-label="Admin shortcuts">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shortcuts.map(({ href, title, description, icon: Icon, badge }) => (
          <li key={href}>
            <Link
              href={href}
              className="group block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Card className="h-full transition-colors group-hover:border-primary">
                <CardContent className="flex items-start gap-3 p-5">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-crimson" />
                  <div className="min-w-0 flex-1">
                    <p className="flex items-center gap-2 font-semibold group-hover:text-primary">
                      {title}
                      {badge ? (
                        <Badge tone="crimson" data-testid="applications-badge">
                          {badge}
                          <span className="sr-only"> pending</span>
                        </Badge>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted-foreground">{description}</p>
                  </div>
                </CardContent>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
