import { Controller, type UseFormReturn } from "react-hook-form";
import { TRANSLATION_DIRECTIONS, TRANSLATOR_CATEGORIES } from "@shared/enums";
import type { TranslatorApplicationFormValues, TranslatorApplicationInput } from "@shared/schemas/translators";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { directionName } from "@/lib/english-labels";

export type ApplicationForm = UseFormReturn<TranslatorApplicationFormValues, unknown, TranslatorApplicationInput>;

function SectionTitle({ children }: { children: string }) {
  return <h2 className="text-lg font-semibold text-navy sm:col-span-2">{children}</h2>;
}

/** The applicant's text fields (docs/translators.md), in two groups. */
export function ApplicationFields({ form }: { form: ApplicationForm }) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SectionTitle>Personal information</SectionTitle>
        <FormField id="apply-fullName" label="Full name" error={errors.fullName?.message}>
          <Input autoComplete="name" {...form.register("fullName")} />
        </FormField>
        <FormField id="apply-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <FormField id="apply-phone" label="Phone number" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" placeholder="+1 (212) 555-0148" {...form.register("phone")} />
        </FormField>
        <FormField
          id="apply-country"
          label="Country of residence"
          error={errors.country?.message}
          description={
            errors.country ? undefined : "We currently accept only translators who live in the United States."
          }
        >
          <Input autoComplete="country-name" {...form.register("country")} />
        </FormField>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <SectionTitle>Professional details</SectionTitle>
        <FormField id="apply-nativeLanguage" label="Native language" error={errors.nativeLanguage?.message}>
          <Input placeholder="Turkish" {...form.register("nativeLanguage")} />
        </FormField>
        <FormField id="apply-languagePair" label="Language pair" error={errors.languagePair?.message}>
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
                      {directionName(pair)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id="apply-category" label="Specialization" error={errors.category?.message}>
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
                      {category}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id="apply-experienceYears" label="Years of experience" error={errors.experienceYears?.message}>
          <Input type="number" min={0} max={70} step={1} inputMode="numeric" {...form.register("experienceYears")} />
        </FormField>
        <FormField
          id="apply-freelancerProfileUrl"
          label="Freelancer profile URL (optional)"
          error={errors.freelancerProfileUrl?.message}
          description={
            errors.freelancerProfileUrl ? undefined : "For example your ProZ, TranslatorsCafe or LinkedIn profile."
          }
          className="sm:col-span-2"
        >
          <Input type="url" placeholder="https://" {...form.register("freelancerProfileUrl")} />
        </FormField>
      </div>
    </>
  );
}
