import { CircleAlert } from "lucide-react";

/** An inline error box, read out by screen readers when it appears. */
export function ErrorAlert({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-left text-sm text-red-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-1">{message}</p>
      </div>
    </div>
  );
}
