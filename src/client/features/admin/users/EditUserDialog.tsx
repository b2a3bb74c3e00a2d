import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { updateUserSchema, type AdminUser } from "@shared/schemas/admin";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useUpdateUser } from "@/features/admin/users/use-admin-users";

type FormInput = z.input<typeof updateUserSchema>;
type FormOutput = z.output<typeof updateUserSchema>;
type Props = { user: AdminUser | null; onOpenChange: (open: boolean) => void };

const valuesOf = (user: AdminUser | null): FormInput => ({
  firstName: user?.firstName ?? "",
  lastName: user?.lastName ?? "",
  email: user?.email ?? "",
  username: user?.username ?? "",
});

/** Edit User: first name, last name, e-mail and username, checked with the shared updateUserSchema. */
export function EditUserDialog({ user, onOpenChange }: Props) {
  const update = useUpdateUser({ onSuccess: () => onOpenChange(false) });
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: valuesOf(user),
  });
  const { errors } = form.formState;
  useEffect(() => form.reset(valuesOf(user)), [user, form]);

  const submit = form.handleSubmit((values) => user && update.mutate({ id: user.id, values }));

  return (
    <Dialog open={!!user} onOpenChange={(open) => !update.isPending && onOpenChange(open)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>Change the account's name, e-mail or username.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="edit-first-name" label="First name" error={errors.firstName?.message}>
              <Input autoComplete="off" {...form.register("firstName")} />
            </FormField>
            <FormField id="edit-last-name" label="Last name" error={errors.lastName?.message}>
              <Input autoComplete="off" {...form.register("lastName")} />
            </FormField>
          </div>
          <FormField id="edit-email" label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="off" {...form.register("email")} />
          </FormField>
          <FormField id="edit-username" label="Username" error={errors.username?.message}>
            <Input autoComplete="off" {...form.register("username")} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
