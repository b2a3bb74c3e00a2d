import { Link } from "wouter";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailPlus } from "lucide-react";
import { resendVerificationSchema, type ResendVerificationInput } from "@shared/schemas/translators";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api";
import { ErrorAlert } from "@/features/translators/ErrorAlert";
import { StatusPanel } from "@/features/translators/StatusPanel";
import { EnterCodeActions } from "@/features/translators/VerificationOutcomes";
import { useResendVerification } from "@/features/translators/use-email-verification";

/** /resend-verification — a new link and code for an application still waiting for its e-mail check. */
export function ResendVerificationPage() {
  const resend = useResendVerification();
  const form = useForm<ResendVerificationInput>({ resolver: zodResolver(resendVerificationSchema), defaultValues: { email: "" } });

  if (resend.isSuccess) {
    return (
      <StatusPanel
        tone="success"
        icon={MailPlus}
        title="Check Your Email"
        actions={<EnterCodeActions />}
      >
        <p>{resend.data.message}</p>
        <p>The new link and code are valid for 24 hours; earlier ones no longer work.</p>
      </StatusPanel>
    );
  }

  return (
    <StatusPanel tone="info" icon={MailPlus} title="Request a New Verification Email">
      <p>Enter the email address you applied with and we will send you a new verification link and code.</p>
      <form onSubmit={form.handleSubmit((values) => resend.mutate(values))} noValidate className="mx-auto w-full max-w-sm space-y-4 pt-2 text-left">
        <FormField id="resend-email" label="Email" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        {resend.isError && (
          <ErrorAlert title="Could not send the email" message={errorMessage(resend.error, "Something went wrong. Please try again.")} />
        )}
        <Button type="submit" className="w-full" disabled={resend.isPending}>
          {resend.isPending ? "Sending..." : "Send New Verification Email"}
        </Button>
        <p className="text-center">
          <Link href="/apply" className="text-primary underline-offset-4 hover:underline">
            Return to Application
          </Link>
        </p>
      </form>
    </StatusPanel>
  );
}
