import { Controller, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TRANSLATION_DIRECTIONS, TRANSLATOR_CATEGORIES } from "@shared/enums";
import type { TranslatorApplicationFormValues, TranslatorApplicationInput } from "@shared/schemas/translators";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useApplyMessage } from "./use-apply-message";

export type ApplicationForm = UseFormReturn<TranslatorApplicationFormValues, unknown, TranslatorApplicationInput>;

function SectionTitle({ children }: { children: string }) {
  return <h2 className="text-lg font-semibold text-navy sm:col-span-2">{children}</h2>;
}

/** The applicant's text fields (docs/translators.md), in two groups. */
export function ApplicationFields({ form }: { form: ApplicationForm }) {
  const { t } = useTranslation("apply");
  const { t: tOrders } = useTranslation("orders");
  const message = useApplyMessage();
  const { errors } = form.formState;
  // The schema's messages, in the page's language.
  const error = (field: keyof typeof errors) => {
    const text = errors[field]?.message;
    return text === undefined ? undefined : message(text);
  };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SectionTitle>{t("fields.personal")}</SectionTitle>
        <FormField id="apply-fullName" label={t("fields.fullName")} error={error("fullName")}>
          <Input autoComplete="name" {...form.register("fullName")} />
        </FormField>
        <FormField id="apply-email" label={t("fields.email")} error={error("email")}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <FormField id="apply-phone" label={t("fields.phone")} error={error("phone")}>
          <Input type="tel" autoComplete="tel" placeholder="+1 (212) 555-0148" {...form.register("phone")} />
        </FormField>
        <FormField
          id="apply-country"
          label={t("fields.country")}
          error={error("country")}
          description={errors.country ? undefined : t("fields.countryHint")}
        >
          <Input autoComplete="country-name" {...form.register("country")} />
        </FormField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <SectionTitle>{t("fields.professional")}</SectionTitle>
        <FormField id="apply-nativeLanguage" label={t("fields.nativeLanguage")} error={error("nativeLanguage")}>
          <Input placeholder={t("fields.nativeLanguagePlaceholder")} {...form.register("nativeLanguage")} />
        </FormField>
        <FormField id="apply-languagePair" label={t("fields.languagePair")} error={error("languagePair")}>
          <Controller
            control={form.control}
            name="languagePair"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="apply-languagePair" onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TRANSLATION_DIRECTIONS.map((pair) => (
                    <SelectItem key={pair} value={pair}>
                      {tOrders(`direction.${pair}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id="apply-category" label={t("fields.category")} error={error("category")}>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="apply-category" onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TRANSLATOR_CATEGORIES.map((category) => (
                    <SelectItem key={category} value={category}>
                      {t(`categories.${category}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id="apply-experienceYears" label={t("fields.experienceYears")} error={error("experienceYears")}>
          <Input type="number" min={0} max={70} step={1} inputMode="numeric" {...form.register("experienceYears")} />
        </FormField>
        <FormField
          id="apply-freelancerProfileUrl"
          label={t("fields.profileUrl")}
          error={error("freelancerProfileUrl")}
          description={errors.freelancerProfileUrl ? undefined : t("fields.profileUrlHint")}
          className="sm:col-span-2"
        >
          <Input type="url" placeholder="https://" {...form.register("freelancerProfileUrl")} />
        </FormField>
      </div>
    </>
  );
}
