import { Button } from "@/components/ui/button";

type Props = { count: number; onSave: () => void; onDiscard: () => void; isSaving: boolean };

/** Shown only while edits are pending; stays in view at the bottom of the screen. */
export function SaveBar({ count, onSave, onDiscard, isSaving }: Props) {
  return (
    <div role="region" aria-label="Unsaved changes" className="sticky bottom-4 z-30 mt-6">
      <div className="flex flex-col gap-3 rounded-xl border bg-background p-4 shadow-lg sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-medium">
          {count} unsaved change{count === 1 ? "" : "s"}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onDiscard} disabled={isSaving} className="flex-1 sm:flex-none">
            Discard
          </Button>
          <Button onClick={onSave} disabled={isSaving} className="flex-1 sm:flex-none">
            {isSaving ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </div>
    </div>
  );
}
