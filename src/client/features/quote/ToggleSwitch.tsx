import { cn } from "@/lib/utils";

type ToggleSwitchProps = {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A native checkbox with the switch role, drawn as a switch. Space toggles it, a <label for> names it,
 * and it costs no JavaScript library on the landing page (the Radix switch adds ~3 KB gzip).
 */
export function ToggleSwitch({ id, checked, onChange, describedBy, disabled, className }: ToggleSwitchProps) {
  return (
    <span className={cn("relative inline-flex h-6 w-11 shrink-0", className)}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
        className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-full focus-visible:outline-none disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none h-6 w-11 rounded-full bg-input transition-colors peer-checked:bg-primary peer-disabled:opacity-60 peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute left-0.5 top-0.5 size-5 rounded-full bg-background shadow transition-transform peer-checked:translate-x-5 motion-reduce:transition-none"
      />
    </span>
  );
}

type ToggleRowProps = {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** The row's frame (the order page draws a border around each). */
  className?: string;
};

/** A labelled switch with its hint (rush, physical delivery): the calculator's and the order page's. */
export function ToggleRow({ id, label, hint, checked, disabled, onChange, className }: ToggleRowProps) {
  return (
    <div className={cn("flex items-center justify-between gap-4", className)}>
      <div className="min-w-0">
        <label className="text-sm font-medium leading-none" htmlFor={id}>
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <ToggleSwitch id={id} checked={checked} disabled={disabled} onChange={onChange} describedBy={`${id}-hint`} />
    </div>
  );
}
