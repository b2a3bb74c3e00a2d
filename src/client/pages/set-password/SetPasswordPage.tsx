import { Link, useSearch } from "wouter";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { SET_PASSWORD_MESSAGES, setPasswordFormSchema, type SetPasswordFormInput } from "@shared/schemas/translators";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api";
import { ErrorAlert } from "@/features/translators/ErrorAlert";
import { StatusPanel } from "@/features/translators/StatusPanel";
import { useSetPassword } from "@/features/translators/use-set-password";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** /set-password?token= — an approved translator chooses the first password from the e-mailed link. */
export function SetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const setPassword = useSetPassword();
  const form = useForm<SetPasswordFormInput>({ resolver: zodResolver(setPasswordFormSchema), defaultValues: { password: "", confirmPassword: "" } });
  const { errors } = form.formState;

  if (!TOKEN_PATTERN.test(token)) {
    return (
      <StatusPanel tone="error" title="Invalid Link" actions={<Button asChild><Link href="/contact">Contact Support</Link></Button>}>
        <p>{SET_PASSWORD_MESSAGES.invalidLink}</p>
      </StatusPanel>
    );
  }
  if (setPassword.isSuccess) {
    return (
      <StatusPanel tone="success" title="Password Set" actions={<Button asChild><Link href="/auth">Sign In</Link></Button>}>
        <p>{setPassword.data.message}</p>
        <p>
          Your username is <strong className="text-foreground">{setPassword.data.username}</strong>; you can also sign in with your email address.
        </p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel tone="info" icon={KeyRound} title="Choose Your Password">
      <p>Welcome to Bosphorus Translate. Choose the password for your translator account.</p>
      <form
        onSubmit={form.handleSubmit(({ password }) => setPassword.mutate({ token, password }))}
        noValidate
        className="mx-auto w-full max-w-sm space-y-4 pt-2 text-left"
      >
        <FormField id="set-password" label="New password" error={errors.password?.message} description={errors.password ? undefined : "At least 6 characters."}>
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField id="set-password-confirm" label="Confirm password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        {setPassword.isError && <ErrorAlert title="Could not set your password" message={errorMessage(setPassword.error, SET_PASSWORD_MESSAGES.invalidLink)} />}
        <Button type="submit" className="w-full" disabled={setPassword.isPending}>
          {setPassword.isPending ? "Saving..." : "Set Password"}
        </Button>
      </form>
    </StatusPanel>
  );
}
