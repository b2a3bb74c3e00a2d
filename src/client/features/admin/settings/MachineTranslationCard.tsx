import { useMutation, useQuery } from "@tanstack/react-query";
import type { MachineTranslationSetting } from "@shared/schemas/machine-translation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";

export const MACHINE_TRANSLATION_KEY = "/api/admin/machine-translation";

/**
 * Machine pre-translation (Security tab; docs/workbench.md, "Machine pre-translation"): the switch, saved at once, and
 * in plain words whether customer text leaves the platform. Shown disabled, with the reason, where the server has no
 * DeepL key.
 */
export function MachineTranslationCard() {
  const { data, isLoading, isError } = useQuery<MachineTranslationSetting>({ queryKey: [MACHINE_TRANSLATION_KEY] });
  const save = useMutation<MachineTranslationSetting, Error, boolean>({
    mutationFn: async (enabled) => (await apiRequest("PUT", MACHINE_TRANSLATION_KEY, { enabled })).json(),
    onSuccess: (saved) => {
      queryClient.setQueryData([MACHINE_TRANSLATION_KEY], saved);
      toast({ title: "Machine pre-translation saved", description: saved.statement });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to save machine pre-translation."),
        variant: "destructive",
      }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base font-semibold">Machine pre-translation</h2>
        </CardTitle>
        <CardDescription>
          When a job&apos;s documents are split into segments, those the translation memory cannot fill may get a first
          draft from DeepL, marked &quot;MT&quot; for the translator to post-edit. Off by default.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Spinner label="Loading machine pre-translation..." />
        ) : isError || !data ? (
          <p role="alert" className="text-destructive">
            An error occurred while loading machine pre-translation. Please try again.
          </p>
        ) : (
          <div className="flex items-start justify-between gap-4">
            <div className="space-y-1">
              <Label htmlFor="machine-pretranslation">Send segments without a memory match to DeepL</Label>
              <p id="machine-pretranslation-statement" className="text-sm font-medium" role="status">
                {data.statement}
              </p>
              {data.disabledReason && <p className="text-sm text-muted-foreground">{data.disabledReason}</p>}
            </div>
            <Switch
              id="machine-pretranslation"
              checked={data.enabled}
              onCheckedChange={(checked) => save.mutate(checked)}
              aria-describedby="machine-pretranslation-statement"
              disabled={save.isPending || (!data.keyConfigured && !data.enabled)}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
