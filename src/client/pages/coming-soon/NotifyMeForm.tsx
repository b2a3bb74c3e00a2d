import { useMutation } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { launchNotificationSchema } from "@shared/schemas/marketing";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { apiRequest, errorMessage } from "@/lib/api";

/** Notify Me: validates the address, stores it (POST /api/launch-notifications) and confirms. */
export function NotifyMeForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  const subscribe = useMutation({
    mutationFn: async (input: { email: string }) =>
      (await apiRequest("POST", "/api/launch-notifications", input)).json() as Promise<{ message: string }>,
    onSuccess: ({ message }) => {
      setConfirmation(message);
      setEmail("");
      toast({ title: "You're on the list", description: message });
    },
    onError: (failure) => {
      const message = errorMessage(failure, "We couldn't save your address. Please try again.");
      setError(message);
      toast({ title: "Something went wrong", description: message, variant: "destructive" });
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = launchNotificationSchema.safeParse({ email });
    if (!result.success) {
      setError(result.error.issues[0]?.message ?? "Please enter a valid email address");
      return;
    }
    setError(null);
    subscribe.mutate(result.data);
  }

  return (
    <div className="mx-auto w-full max-w-md">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row" aria-label="Launch notification">
        <label htmlFor="notify-email" className="sr-only">
          E-mail address
        </label>
        <Input
          id="notify-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setConfirmation(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "notify-email-error" : undefined}
          className="h-11 border-white/30 bg-white/10 text-white placeholder:text-slate-400"
        />
        <Button type="submit" size="lg" disabled={subscribe.isPending} className="bg-crimson text-crimson-foreground hover:bg-crimson/90">
          {subscribe.isPending ? "Saving..." : "Notify Me"}
        </Button>
      </form>
      {error && (
        <p id="notify-email-error" role="alert" className="mt-2 text-sm font-medium text-red-300">
          {error}
        </p>
      )}
      {confirmation && (
        <p role="status" className="mt-3 flex items-center justify-center gap-2 text-sm text-emerald-300" data-testid="notify-confirmation">
          <CircleCheck aria-hidden="true" className="size-4" />
          {confirmation}
        </p>
      )}
    </div>
  );
}
