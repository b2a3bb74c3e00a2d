import { useState } from "react";
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
  const submit = useSubmitApplication();
  const confirmError = form.formState.errors.confirmAccuracy?.message;

  function onValid(values: TranslatorApplicationInput) {
    for (const field of ["resumeFile", "sampleTranslationsFile"] as const) {
      const required = TRANSLATOR_FILES[field].required;
      if (!files[field])
        return void toast({ title: required.title, description: required.message, variant: "destructive" });
    }
    submit.mutate({ values, files }, { onSuccess: (answer) => onSubmitted({ ...answer, email: values.email }) });
  }

  const setFile = (field: keyof ApplicationFiles) => (file: File | undefined) =>
    setFiles((current) => ({ ...current, [field]: file }));

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-8">
      <ApplicationFields form={form} />

      <div className="grid gap-4 sm:grid-cols-2">
        <h2 className="text-lg font-semibold text-navy sm:col-span-2">Documents</h2>
        <FileUploadField field="resumeFile" label="Resume" file={files.resumeFile} onChange={setFile("resumeFile")} />
        <FileUploadField
          field="sampleTranslationsFile"
          label="Translation sample"
          file={files.sampleTranslationsFile}
          onChange={setFile("sampleTranslationsFile")}
        />
        <FileUploadField
          field="associationMembershipFile"
          label="Association membership (optional)"
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
            I confirm that all information I have provided is accurate and that I live in the United States.
          </Label>
        </div>
        {confirmError && (
          <p id="apply-confirmAccuracy-error" role="alert" className="text-sm font-medium text-destructive">
            {confirmError}
          </p>
        )}
      </div>

      {submit.isError && <ErrorAlert title="Submission Failed" message={submissionErrorMessage(submit.error)} />}

      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? "Submitting..." : "Submit Application"}
      </Button>
    </form>
  );
}
