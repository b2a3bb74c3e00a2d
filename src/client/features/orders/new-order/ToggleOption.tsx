import { Controller } from "react-hook-form";
import { Switch } from "@/components/ui/switch";
import type { OrderFormControl } from "./order-form";

type ToggleOptionProps = {
  control: OrderFormControl;
  name: "isRush" | "isPhysicalDelivery";
  id: string;
  label: string;
  hint: string;
  /** The plan includes this option (decision 035): shown on and locked, whatever the form holds. */
  included?: boolean;
};

/** A labelled switch bound to one of the order's yes/no options. */
export function ToggleOption({ control, name, id, label, hint, included = false }: ToggleOptionProps) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            checked={included || field.value}
            disabled={included}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={`${id}-hint`}
          />
        )}
      />
    </div>
  );
}
