import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

/** The status and label pill; each tone is one of the colours the spec gives a status. */
export const badgeVariants = cva("inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold", {
  variants: {
    tone: {
      amber: "bg-amber-100 text-amber-900 border-amber-200",
      blue: "bg-blue-100 text-blue-900 border-blue-200",
      emerald: "bg-emerald-100 text-emerald-900 border-emerald-200",
      gray: "bg-gray-100 text-gray-800 border-gray-200",
      green: "bg-green-100 text-green-900 border-green-200",
      indigo: "bg-indigo-100 text-indigo-900 border-indigo-200",
      orange: "bg-orange-100 text-orange-900 border-orange-200",
      red: "bg-red-100 text-red-900 border-red-200",
      rose: "bg-rose-100 text-rose-900 border-rose-200",
      sky: "bg-sky-100 text-sky-900 border-sky-200",
      teal: "bg-teal-100 text-teal-900 border-teal-200",
      violet: "bg-violet-100 text-violet-900 border-violet-200",
      yellow: "bg-yellow-100 text-yellow-900 border-yellow-200",
      navy: "bg-navy text-navy-foreground border-transparent",
      secondary: "bg-secondary text-secondary-foreground border-transparent",
      crimson: "bg-crimson text-white border-transparent",
      // The quiet "Rush" flag beside a job's status.
      redSoft: "bg-red-50 text-red-700 border-transparent",
    },
  },
  defaultVariants: { tone: "gray" },
});

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>["tone"]>;

export interface BadgeProps extends React.HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
