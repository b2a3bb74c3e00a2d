import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AdminSetting } from "@shared/schemas/settings";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/hooks/use-toast";
import { ADMIN_SETTINGS_KEY } from "@/features/admin/admin-queries";

/** GET /api/admin/settings */
export function useAdminSettings() {
  return useQuery<AdminSetting[], Error>({ queryKey: [ADMIN_SETTINGS_KEY] });
}

function replaceSetting(saved: AdminSetting) {
  queryClient.setQueryData<AdminSetting[]>([ADMIN_SETTINGS_KEY], (list) =>
    list?.map((s) => (s.id === saved.id ? saved : s)),
  );
}

/**
 * Edits waiting to be saved, keyed by setting id. Save sends one PUT per changed setting, one after the other
 * (as the spec asks); it stops at the first error and keeps the edits that were not saved.
 */
export function useSettingsDrafts(settings: AdminSetting[]) {
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  const valueOf = (setting: AdminSetting) => drafts[setting.id] ?? setting.value;
  const changed = settings.filter((setting) => setting.id in drafts && drafts[setting.id] !== setting.value);

  const setDraft = (setting: AdminSetting, value: string) =>
    setDrafts((current) => {
      const next = { ...current, [setting.id]: value };
      if (value === setting.value) delete next[setting.id];
      return next;
    });

  const discard = () => setDrafts({});

  async function save() {
    setIsSaving(true);
    let saved = 0;
    try {
      for (const setting of changed) {
        const res = await apiRequest("PUT", `/api/admin/settings/${setting.id}`, { value: drafts[setting.id] });
        replaceSetting((await res.json()) as AdminSetting);
        setDrafts((current) => {
          const { [setting.id]: _saved, ...rest } = current;
          return rest;
        });
        saved += 1;
      }
      toast({ title: "Settings saved", description: `${saved} setting${saved === 1 ? "" : "s"} updated.` });
    } catch (error) {
      const message = errorMessage(error, (error as Error).message);
      toast({
        title: "Error",
        description: `An error occurred while updating settings: ${message}`,
        variant: "destructive",
      });
    } finally {
      setIsSaving(false);
      // Company details show in the public header and footer.
      if (saved > 0) void queryClient.invalidateQueries({ queryKey: ["/api/site-info"] });
    }
  }

  return { valueOf, setDraft, changed, discard, save, isSaving };
}
