import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type {
  SubmitApplicationResponse,
  TranslatorApplicationInput,
  TranslatorFileField,
} from "@shared/schemas/translators";
import { ApiError, apiRequest } from "@/lib/api";
import { toast } from "@/hooks/use-toast";
import { rememberApplicantEmail } from "./applicant-email";
import { useApplyMessage } from "./use-apply-message";

export type ApplicationFiles = Partial<Record<TranslatorFileField, File>>;

/** The spec's wording: the server's message, else 'Failed to submit application'; a network failure has its own wording. */
export function submissionErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? "Failed to submit application";
  return "An error occurred while submitting your application";
}

/** POST /api/translator-application as multipart: the checked fields as text, then the files. */
export function useSubmitApplication() {
  const { t } = useTranslation("apply");
  const message = useApplyMessage();
  return useMutation({
    mutationFn: async ({ values, files }: { values: TranslatorApplicationInput; files: ApplicationFiles }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(values)) form.append(name, value === null ? "" : String(value));
      for (const [name, file] of Object.entries(files)) if (file) form.append(name, file, file.name);
      const res = await apiRequest("POST", "/api/translator-application", form);
      return (await res.json()) as SubmitApplicationResponse;
    },
    onSuccess: (_answer, { values }) => {
      rememberApplicantEmail(values.email);
      toast({ title: t("submitted.title"), description: t("submittedToast") });
    },
    onError: (error) =>
      toast({
        title: t("submissionFailed"),
        description: message(submissionErrorMessage(error)),
        variant: "destructive",
      }),
  });
}
