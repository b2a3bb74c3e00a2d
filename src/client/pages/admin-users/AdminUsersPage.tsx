import { useEffect, useState } from "react";
import { Search, Users } from "lucide-react";
import { ADMIN_USER_TABS, type AdminUser, type AdminUserTab } from "@shared/schemas/admin";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { Pager } from "@/components/common/Pager";
import { useAuth } from "@/hooks/use-auth";
import { DisableUserDialog } from "@/features/admin/users/DisableUserDialog";
import { EditUserDialog } from "@/features/admin/users/EditUserDialog";
import { UserCounts } from "@/features/admin/users/UserCounts";
import { UserDetailsDialog } from "@/features/admin/users/UserDetailsDialog";
import type { UserAction } from "@/features/admin/users/UserRowActions";
import { UsersTable } from "@/features/admin/users/UsersTable";
import { useAdminUsers, useSetUserDisabled } from "@/features/admin/users/use-admin-users";
import { useDebouncedValue } from "@/features/admin/use-debounced-value";
import { usePagedView } from "@/hooks/use-paged-view";

type OpenDialog = { action: "view" | "edit" | "disable"; user: AdminUser } | null;

/**
 * /admin/users, labelled Customers (docs/admin-ui.md): a page of accounts at a time, the tab, search and page in the
 * URL. Translators are listed under All Users only.
 */
export function AdminUsersPage() {
  const { user: me } = useAuth();
  const view = usePagedView(["tab", "search"] as const);
  const tab: AdminUserTab = (ADMIN_USER_TABS as readonly string[]).includes(view.filters.tab)
    ? (view.filters.tab as AdminUserTab)
    : "all";
  const [search, setSearch] = useState(view.filters.search);
  const debouncedSearch = useDebouncedValue(search);
  const { setFilters } = view;
  useEffect(() => {
    if (debouncedSearch.trim() !== view.filters.search) setFilters({ search: debouncedSearch.trim() });
    // Only a settled search box writes to the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);
  const { data, isLoading, isError, isFetching } = useAdminUsers({
    tab,
    search: view.filters.search,
    limit: view.limit,
    cursor: view.cursor,
  });
  const enable = useSetUserDisabled();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const onAction = (action: UserAction, user: AdminUser) => {
    if (action === "enable") enable.mutate({ id: user.id, disabled: false });
    else setDialog({ action, user });
  };
  const dialogUser = (action: "view" | "edit" | "disable") => (dialog?.action === action ? dialog.user : null);
  const close = (open: boolean) => !open && setDialog(null);
  const shown = data?.items ?? [];
  const list = isLoading ? (
    <Spinner label="Loading users..." />
  ) : isError ? (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-destructive">
      Error loading users. Please try again.
    </p>
  ) : shown.length === 0 ? (
    <EmptyState
      icon={Users}
      title="No users found"
      description={search ? "No account matches this search." : undefined}
    />
  ) : (
    <div className={isFetching ? "opacity-70 transition-opacity" : undefined}>
      <UsersTable users={shown} currentUserId={me?.id} onAction={onAction} />
    </div>
  );
  const shownTotal = data ? data.counts[tab] : 0;

  return (
    <div>
      <PageHeader
        title="Customers"
        description="Every account on the platform: customers, administrators and translators."
      />
      {data && (
        <UserCounts counts={{ total: data.counts.all, admins: data.counts.admins, regular: data.counts.users }} />
      )}
      <Tabs value={tab} onValueChange={(value) => setFilters({ tab: value === "all" ? "" : value })}>
        <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <TabsList aria-label="Filter by role" className="h-auto w-full flex-wrap sm:w-auto">
            <TabsTrigger value="all" className="flex-1">
              All Users
            </TabsTrigger>
            <TabsTrigger value="admins" className="flex-1">
              Administrators
            </TabsTrigger>
            <TabsTrigger value="users" className="flex-1">
              Regular Users
            </TabsTrigger>
          </TabsList>
          <div className="relative lg:w-80">
            <Label htmlFor="user-search" className="sr-only">
              Search users
            </Label>
            <Search
              aria-hidden="true"
              className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="user-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search name, username or email"
              className="pl-9"
            />
          </div>
        </div>
        {ADMIN_USER_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === "all" && (
              <p className="mb-3 text-xs text-muted-foreground">Translators appear under All Users only.</p>
            )}
            {list}
          </TabsContent>
        ))}
      </Tabs>
      {data && (
        <Pager
          page={data}
          view={view}
          summary={`${shownTotal.toLocaleString("en-US")} account${shownTotal === 1 ? "" : "s"}`}
          busy={isFetching}
        />
      )}

      <UserDetailsDialog user={dialogUser("view")} onOpenChange={close} />
      <EditUserDialog user={dialogUser("edit")} onOpenChange={close} />
      <DisableUserDialog user={dialogUser("disable")} onOpenChange={close} />
    </div>
  );
}
