import { Link } from "wouter";
import { cn } from "@/lib/utils";

/** The brand mark: a bridge over the strait, with the wordmark. Links home. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link
      href="/"
      className={cn("inline-flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight", className)}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={inverted ? "#ffffff" : "var(--color-navy)"} />
        <path
          d="M6 21c3-6 7-9 10-9s7 3 10 9"
          fill="none"
          stroke={inverted ? "var(--color-navy)" : "#ffffff"}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <circle cx="16" cy="9" r="2.5" fill="var(--color-crimson)" />
      </svg>
      <span className={cn("text-lg", inverted ? "text-white" : "text-navy")}>Bosphorus Translate</span>
    </Link>
  );
}
