import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { VERIFICATION_CODE_LENGTH, verificationCodeSchema } from "@shared/schemas/translators";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useApplyMessage } from "./use-apply-message";

const codeFormSchema = verificationCodeSchema.pick({ code: true });

/** The 6-character code (docs/translators.md): the shared schema's messages, at most 6 characters typed. */
export function CodeEntryForm({ onSubmit, isPending }: { onSubmit: (code: string) => void; isPending: boolean }) {
  const { t } = useTranslation("apply");
  const message = useApplyMessage();
  const form = useForm<{ code: string }>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: "" } });
  const codeError = form.formState.errors.code?.message;
  return (
    <form
      onSubmit={form.handleSubmit(({ code }) => onSubmit(code))}
      noValidate
      className="mx-auto w-full max-w-xs space-y-4 text-left"
    >
      <FormField
        id="translator-verification-code"
        label={t("code.label")}
        error={codeError === undefined ? undefined : message(codeError)}
      >
        <Input
          {...form.register("code")}
          maxLength={VERIFICATION_CODE_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="000000"
          className="h-12 text-center font-mono text-2xl tracking-[0.5em]"
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isPending}>
        {isPending ? t("code.verifying") : t("code.verify")}
      </Button>
    </form>
  );
}
