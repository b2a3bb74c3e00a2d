import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordSchema, type ChangePasswordInput } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiRequest, ApiError } from "@/lib/api";
import { toast } from "@/hooks/use-toast";

const empty: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Change Admin Password (Security tab): POST /api/admin/change-password with the shared changePasswordSchema. */
export function ChangePasswordForm() {
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: empty });
  const { errors } = form.formState;
  const change = useMutation<{ message: string }, Error, ChangePasswordInput>({
    mutationFn: async (values) => (await apiRequest("POST", "/api/admin/change-password", values)).json(),
    onSuccess: (answer) => {
      form.reset(empty);
      toast({ title: "Password changed", description: answer.message || "Password changed successfully" });
    },
    onError: (error) => {
      const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;
      toast({ title: "Error", description: `An error occurred while changing password: ${message}`, variant: "destructive" });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base font-semibold">Change Admin Password</h2>
        </CardTitle>
        <CardDescription>Your other sessions are signed out; this one stays signed in.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.handleSubmit((values) => change.mutate(values))} noValidate className="max-w-md space-y-4">
          <FormField id="current-password" label="Current password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
          </FormField>
          <FormField id="new-password" label="New password" error={errors.newPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
          </FormField>
          <FormField id="confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Changing..." : "Change Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
