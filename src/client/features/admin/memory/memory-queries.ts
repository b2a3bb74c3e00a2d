import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type {
  MemoryImportResult,
  MemoryPage,
  MemoryUnitDto,
  UpdateMemoryUnitInput,
} from "@shared/schemas/translation-memory";
import { pagedUrl } from "@/hooks/use-paged-view";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

export const ADMIN_MEMORY_KEY = "/api/admin/memory";
export const MEMORY_EXPORT_URL = `${ADMIN_MEMORY_KEY}/export`;

const refresh = () => void queryClient.invalidateQueries({ queryKey: [ADMIN_MEMORY_KEY] });
const failed = (title: string, fallback: string) => (error: Error) =>
  toast({ title, description: errorMessage(error, fallback), variant: "destructive" });

/** GET /api/admin/memory: one page of units, most recently used first, searched in source and target. */
export function useMemoryUnits(view: { search?: string; direction?: string; limit?: number; cursor?: string }) {
  const url = pagedUrl(ADMIN_MEMORY_KEY, {
    filters: { search: view.search?.trim(), direction: view.direction },
    limit: view.limit,
    cursor: view.cursor,
  });
  return useQuery<MemoryPage, Error>({ queryKey: [url], placeholderData: keepPreviousData });
}

/** PUT /api/admin/memory/:id. */
export function useUpdateMemoryUnit(onDone: () => void) {
  return useMutation<MemoryUnitDto, Error, { id: number } & UpdateMemoryUnitInput>({
    mutationFn: async ({ id, ...input }) => (await apiRequest("PUT", `${ADMIN_MEMORY_KEY}/${id}`, input)).json(),
    onSuccess: () => {
      toast({ title: "Unit saved", description: "Translators are offered the corrected pair from now on." });
      onDone();
    },
    onError: failed("Unit not saved", "The unit could not be saved."),
    onSettled: refresh,
  });
}

/** DELETE /api/admin/memory/:id. */
export function useDeleteMemoryUnit() {
  return useMutation<unknown, Error, number>({
    mutationFn: async (id) => (await apiRequest("DELETE", `${ADMIN_MEMORY_KEY}/${id}`)).json(),
    onSuccess: () => toast({ title: "Unit deleted", description: "It will no longer be offered to translators." }),
    onError: failed("Unit not deleted", "The unit could not be deleted."),
    onSettled: refresh,
  });
}

/** POST /api/admin/memory-files/import: one TMX 1.4b file. */
export function useImportTmx() {
  return useMutation<MemoryImportResult, Error, File>({
    mutationFn: async (file) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return (await apiRequest("POST", `${ADMIN_MEMORY_KEY}/import`, form)).json();
    },
    onSuccess: (result) =>
      toast({
        title: "TMX imported",
        description: `${result.imported.toLocaleString("en-US")} units added, ${result.duplicates.toLocaleString("en-US")} already in the memory, ${result.skipped.toLocaleString("en-US")} skipped (no Turkish and English text).`,
      }),
    onError: failed("TMX not imported", "The file could not be imported."),
    onSettled: refresh,
  });
}
