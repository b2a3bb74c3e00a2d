import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { DOCUMENT_TYPE_IDS } from "@shared/catalog";
import { termFormSchema, termInputOfForm, type TermDto, type TermFormValues } from "@shared/schemas/termbase";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
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
import { Textarea } from "@/components/ui/textarea";
import { apiMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";
import { useSaveTerm } from "./use-termbase";

/** Closed: null; adding: "new"; editing: the term. */
export type TermDialogTarget = TermDto | "new" | null;
type Props = { target: TermDialogTarget; onOpenChange: (open: boolean) => void };

const valuesOf = (target: TermDialogTarget): TermFormValues => {
  const term = target === "new" || target === null ? null : target;
  return {
    tr: term?.tr ?? "",
    en: term?.en ?? "",
    documentTypes: term?.documentTypes ?? [],
    note: term?.note ?? "",
    forbiddenLines: term?.forbidden.join("\n") ?? "",
  };
};

/** Add / edit a term, checked with the routes' own schema (termFormSchema); the server's refusal shows in place. */
export function TermDialog({ target, onOpenChange }: Props) {
  const { t } = useTranslation("termbase");
  const translate = useTranslateMessage();
  const save = useSaveTerm({ onSuccess: () => onOpenChange(false) });
  const form = useForm<TermFormValues, unknown, z.output<typeof termFormSchema>>({
    resolver: zodResolver(termFormSchema),
    defaultValues: valuesOf(target),
  });
  const { errors } = form.formState;
  const { reset: resetSave } = save;
  useEffect(() => {
    form.reset(valuesOf(target));
    resetSave();
  }, [target, form, resetSave]);

  const id = target !== null && target !== "new" ? target.id : null;
  const submit = form.handleSubmit((values) => save.mutate({ id, values: termInputOfForm(values) }));
  const refusal = save.error ? translate(apiMessage(save.error, t("toast.failed"))) : undefined;

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !save.isPending && onOpenChange(open)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{id ? t("form.editTitle") : t("form.addTitle")}</DialogTitle>
          <DialogDescription>{t("form.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField id="term-tr" label={t("form.tr")} error={translate(errors.tr?.message)}>
            <Input autoComplete="off" lang="tr" {...form.register("tr")} />
          </FormField>
          <FormField id="term-en" label={t("form.en")} error={translate(errors.en?.message)}>
            <Input autoComplete="off" lang="en" {...form.register("en")} />
          </FormField>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t("form.documentTypes")}</legend>
            <p className="text-xs text-muted-foreground">{t("form.documentTypesHint")}</p>
            <Controller
              control={form.control}
              name="documentTypes"
              render={({ field }) => (
                <div className="grid gap-2 sm:grid-cols-2">
                  {DOCUMENT_TYPE_IDS.map((type) => {
                    const checked = field.value.includes(type);
                    return (
                      <label key={type} className="flex items-center gap-2 text-sm">
                        <Checkbox
                          checked={checked}
                          onCheckedChange={(on) =>
                            field.onChange(on ? [...field.value, type] : field.value.filter((value) => value !== type))
                          }
                        />
                        {t(`documentTypes.${type}`)}
                      </label>
                    );
                  })}
                </div>
              )}
            />
          </fieldset>
          <FormField id="term-note" label={t("form.note")} error={translate(errors.note?.message)}>
            <Textarea rows={2} {...form.register("note")} />
          </FormField>
          <FormField
            id="term-forbidden"
            label={t("form.forbidden")}
            description={t("form.forbiddenHint")}
            error={translate(errors.forbiddenLines?.message)}
          >
            <Textarea rows={3} lang="en" {...form.register("forbiddenLines")} />
          </FormField>
          {refusal && (
            <p role="alert" className="text-sm text-destructive">
              {refusal}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t("form.saving") : t("form.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
