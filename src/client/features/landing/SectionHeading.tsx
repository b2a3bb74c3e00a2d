import { cn } from "@/lib/utils";

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  className?: string;
  inverted?: boolean;
};

/** The heading block every landing section opens with; `id` labels the section for screen readers. */
export function SectionHeading({ id, eyebrow, title, intro, className, inverted }: SectionHeadingProps) {
  return (
    <div className={cn("mx-auto mb-12 max-w-3xl text-center", className)}>
      {eyebrow && (
        <p
          className={cn(
            "mb-3 text-sm font-semibold uppercase tracking-wider",
            inverted ? "text-sky-300" : "text-crimson",
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro && <p className={cn("mt-4 text-lg", inverted ? "text-slate-300" : "text-muted-foreground")}>{intro}</p>}
    </div>
  );
}

/** Shared classes for a landing section: spacing, anchor offset under the sticky header, no focus outline. */
export const sectionClass = "scroll-mt-20 px-4 py-20 focus:outline-none sm:px-6 lg:px-8";
