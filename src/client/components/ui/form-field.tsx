import * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type FormFieldProps = {
  /** The id of the control; the label points at it and the messages are tied to it. */
  id: string;
  label: React.ReactNode;
  /** A validation message shown under the control (e.g. from react-hook-form's formState.errors). */
  error?: string;
  description?: React.ReactNode;
  className?: string;
  /** Exactly one control element (Input, Textarea, SelectTrigger...). It receives id, aria-invalid and aria-describedby. */
  children: React.ReactElement;
};

/** A labelled control with an optional hint and an error message read by screen readers. */
export function FormField({ id, label, error, description, className, children }: FormFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id} className={cn(error && "text-destructive")}>
        {label}
      </Label>
      <Slot id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
