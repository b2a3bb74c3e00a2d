import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { tailwindMergeConfig } from "./tailwind-merge-config";

// tailwind-merge with only the class groups the site uses: its full default configuration was about 5 KB of the
// shell's gzip (scripts/tailwind-merge-config.mjs, docs/performance.md).
const twMerge = createTailwindMerge(() => tailwindMergeConfig);

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
