import { useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import type { MemoryUnitDto } from "@shared/schemas/translation-memory";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { dateTime } from "@/features/admin/format";
import { useDeleteMemoryUnit, useUpdateMemoryUnit } from "@/features/admin/memory/memory-queries";

const ORIGIN_LABELS: Record<MemoryUnitDto["origin"], string> = {
  job: "Delivered job",
  import: "TMX import",
  admin: "Edited by an admin",
};

/** One row per unit: source and target side by side, where it came from, edit and delete. */
export function MemoryUnitList({ units }: { units: MemoryUnitDto[] }) {
  const [editing, setEditing] = useState<MemoryUnitDto | null>(null);
  const remove = useDeleteMemoryUnit();
  return (
    <Card className="divide-y overflow-hidden">
      {units.map((unit) => (
        <div key={unit.id} className="grid gap-3 px-4 py-3 md:grid-cols-[1fr_1fr_auto]" data-testid="memory-unit">
          <p className="break-words" lang={unit.direction === "tr-en" ? "tr" : "en"}>
            {unit.source}
          </p>
          <p className="break-words" lang={unit.direction === "tr-en" ? "en" : "tr"}>
            {unit.target}
          </p>
          <div className="flex items-start gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(unit)} aria-label={`Edit unit ${unit.id}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={remove.isPending}
              aria-label={`Delete unit ${unit.id}`}
              onClick={() => {
                if (window.confirm("Delete this unit from the translation memory?")) remove.mutate(unit.id);
              }}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
          <p className="text-xs text-muted-foreground md:col-span-3">
            <Badge className="mr-2">{unit.direction === "tr-en" ? "Turkish → English" : "English → Turkish"}</Badge>
            {ORIGIN_LABELS[unit.origin]}
            {unit.documentType ? ` · ${unit.documentType.replace(/_/g, " ")}` : ""}
            {unit.translatorName ? ` · ${unit.translatorName}` : ""}
            {` · last used ${dateTime(unit.updatedAt)}`}
          </p>
        </div>
      ))}
      {editing && <EditUnitDialog unit={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function EditUnitDialog({ unit, onClose }: { unit: MemoryUnitDto; onClose: () => void }) {
  const [source, setSource] = useState(unit.source);
  const [target, setTarget] = useState(unit.target);
  const save = useUpdateMemoryUnit(onClose);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit memory unit</DialogTitle>
          <DialogDescription>
            Translators are offered this pair when a segment is the same or similar.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ id: unit.id, source, target });
          }}
        >
          <Label htmlFor="memory-source">Source</Label>
          <Textarea id="memory-source" value={source} onChange={(event) => setSource(event.target.value)} required />
          <Label htmlFor="memory-target">Target</Label>
          <Textarea id="memory-target" value={target} onChange={(event) => setTarget(event.target.value)} required />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
