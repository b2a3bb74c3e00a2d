import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { cn } from "@/lib/utils";

type Choice = { value: string; title: ReactNode; detail?: ReactNode };

type ChoiceCardsProps = {
  name: string;
  legend: string;
  choices: Choice[];
  registration: UseFormRegisterReturn;
  error?: string;
  columns?: 2 | 3;
};

/** A radio group drawn as cards: arrow keys move between them, as with any radio group. */
export function ChoiceCards({ name, legend, choices, registration, error, columns = 3 }: ChoiceCardsProps) {
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn("grid gap-3", columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="relative flex cursor-pointer flex-col rounded-lg border bg-background p-4 transition-colors hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              value={choice.value}
              id={`${name}-${choice.value}`}
              className="sr-only"
              {...registration}
            />
            <span className="font-semibold">{choice.title}</span>
            {choice.detail && <span className="mt-1 text-sm text-muted-foreground">{choice.detail}</span>}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
