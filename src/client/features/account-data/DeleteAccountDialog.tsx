import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { ORDERS_IN_PROGRESS_CODE } from "@shared/account-deletion";
import type { PublicUser } from "@shared/schemas/auth";
import { deleteAccountSchema, type DeleteAccountInput } from "@shared/schemas/account-data";
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
import { clearFirstVisit } from "@/features/auth/first-visit";
import { clearUserData } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { ApiError, apiRequest, apiMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { useTranslateMessage } from "@/lib/translate-message";
import { ACCOUNT_DELETION_QUERY_KEY } from "./query-keys";

type Props = { user: PublicUser; open: boolean; onOpenChange: (open: boolean) => void };

/** The confirm step: what goes and what stays, then the password (POST /api/user/delete). Signed out and home on success. */
export function DeleteAccountDialog({ user, open, onOpenChange }: Props) {
  const { t } = useTranslation("accountData");
  const tm = useTranslateMessage();
  const [, navigate] = useLocation();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: "" },
  });
  const remove = useMutation<{ message: string }, Error, DeleteAccountInput>({
    mutationFn: async (input) => (await apiRequest("POST", "/api/user/delete", input)).json(),
    onSuccess: () => {
      clearFirstVisit();
      clearUserData();
      toast({ title: t("delete.doneTitle"), description: t("delete.doneText") });
      navigate("/");
    },
    onError: (error) => {
      // An order started meanwhile: the card lists it (the dialog closes).
      if (
        error instanceof ApiError &&
        (error.body as { code?: string } | undefined)?.code === ORDERS_IN_PROGRESS_CODE
      ) {
        onOpenChange(false);
        void queryClient.invalidateQueries({ queryKey: ACCOUNT_DELETION_QUERY_KEY });
      }
    },
  });
  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) {
      form.reset();
      remove.reset();
    }
    onOpenChange(next);
  };
  const failure = remove.isError ? tm(apiMessage(remove.error, t("delete.tryAgain"))) : undefined;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("delete.dialogTitle")}</DialogTitle>
          <DialogDescription>{t("delete.dialogText", { email: user.email })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 text-sm sm:grid-cols-2">
          <section aria-labelledby="delete-goes">
            <h3 id="delete-goes" className="mb-2 font-semibold text-destructive">
              {t("delete.goesTitle")}
            </h3>
            <ul className="list-disc space-y-1 pl-5">
              {(t("delete.goes", { returnObjects: true }) as string[]).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="delete-stays">
            <h3 id="delete-stays" className="mb-2 font-semibold">
              {t("delete.staysTitle")}
            </h3>
            <ul className="list-disc space-y-1 pl-5">
              {(t("delete.stays", { returnObjects: true, id: user.id }) as string[]).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        </div>
        <form id="delete-account-form" noValidate onSubmit={form.handleSubmit((values) => remove.mutate(values))}>
          <FormField
            id="delete-account-password"
            label={t("delete.password")}
            description={t("delete.passwordHint")}
            error={tm(form.formState.errors.password?.message) ?? failure}
          >
            <Input type="password" autoComplete="current-password" {...form.register("password")} />
          </FormField>
        </form>
        <DialogFooter className="gap-2">
          <Button type="button" variant="outline" onClick={() => close(false)} disabled={remove.isPending}>
            {t("delete.cancel")}
          </Button>
          <Button type="submit" form="delete-account-form" variant="destructive" disabled={remove.isPending}>
            {remove.isPending ? t("delete.deleting") : t("delete.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
