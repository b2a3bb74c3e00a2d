import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  APPLICATION_DEFAULTS,
  TRANSLATOR_FILES,
  translatorApplicationSchema,
  type SubmitApplicationResponse,
  type TranslatorApplicationFormValues,
  type TranslatorApplicationInput,
} from "@shared/schemas/translators";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
import { ApplicationFields } from "./ApplicationFields";
import { ErrorAlert } from "./ErrorAlert";
import { useApplyMessage } from "./use-apply-message";
import { FileUploadField } from "./FileUploadField";
import { submissionErrorMessage, useSubmitApplication, type ApplicationFiles } from "./use-submit-application";

type ApplicationFormProps = { onSubmitted: (answer: SubmitApplicationResponse & { email: string }) => void };

/** The /apply form: the shared schema validates the fields; the files are checked on choosing and on submit. */
export function ApplicationForm({ onSubmitted }: ApplicationFormProps) {
  const form = useForm<TranslatorApplicationFormValues, unknown, TranslatorApplicationInput>({
    resolver: zodResolver(translatorApplicationSchema),
    defaultValues: { ...APPLICATION_DEFAULTS },
  });
  const [files, setFiles] = useState<ApplicationFiles>({});
  const { t } = useTranslation("apply");
  const message = useApplyMessage();
  const submit = useSubmitApplication();
  const confirmMessage = form.formState.errors.confirmAccuracy?.message;
  const confirmError = confirmMessage === undefined ? undefined : message(confirmMessage);

  function onValid(values: TranslatorApplicationInput) {
    for (const field of ["resumeFile", "sampleTranslationsFile"] as const) {
      const required = TRANSLATOR_FILES[field].required;
      if (!files[field])
        return void toast({
          title: message(required.title),
          description: message(required.message),
          variant: "destructive",
        });
    }
    submit.mutate({ values, files }, { onSuccess: (answer) => onSubmitted({ ...answer, email: values.email }) });
  }

  const setFile = (field: keyof ApplicationFiles) => (file: File | undefined) =>
    setFiles((current) => ({ ...current, [field]: file }));

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-8">
      <ApplicationFields form={form} />

      <div className="grid gap-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold text-navy sm:col-span-2">{t("fields.documents")}</h2>
        <FileUploadField
          field="resumeFile"
          label={t("fields.resume")}
          file={files.resumeFile}
          onChange={setFile("resumeFile")}
        />
        <FileUploadField
          field="sampleTranslationsFile"
          label={t("fields.sample")}
          file={files.sampleTranslationsFile}
          onChange={setFile("sampleTranslationsFile")}
        />
        <FileUploadField
          field="associationMembershipFile"
          label={t("fields.membership")}
          file={files.associationMembershipFile}
          onChange={setFile("associationMembershipFile")}
        />
      </div>

      <div className="space-y-2">
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="confirmAccuracy"
            render={({ field }) => (
              <Checkbox
                id="apply-confirmAccuracy"
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                aria-invalid={confirmError ? true : undefined}
                aria-describedby={confirmError ? "apply-confirmAccuracy-error" : undefined}
                className="mt-0.5"
              />
            )}
          />
          <Label htmlFor="apply-confirmAccuracy" className="leading-snug font-normal">
            {t("fields.confirm")}
          </Label>
        </div>
        {confirmError && (
          <p id="apply-confirmAccuracy-error" role="alert" className="text-sm font-medium text-destructive">
            {confirmError}
          </p>
        )}
      </div>

      {submit.isError && (
        <ErrorAlert title={t("submissionFailed")} message={message(submissionErrorMessage(submit.error))} />
      )}

      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
