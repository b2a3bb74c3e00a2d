import { SERVICE_TYPES } from "@shared/enums";
import { FLAT_DOCUMENT_TYPES } from "@shared/translator-pay/fee";
import { DEFAULT_DOCUMENT_TYPES } from "@shared/catalog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { serviceName } from "@/lib/english-labels";
import type { RatesDraft } from "./rates-draft";

const typeName = (id: string) => DEFAULT_DOCUMENT_TYPES.find((type) => type.id === id)?.name ?? id;

/** The rate fields, in dollars: per word by service type, per flat-priced document, and the rush bonus. */
export function RatesFields({
  idPrefix,
  draft,
  errors,
  onChange,
}: {
  idPrefix: string;
  draft: RatesDraft;
  errors: Record<string, string>;
  onChange: (draft: RatesDraft) => void;
}) {
  return (
    <div className="space-y-5">
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold">
          Per word (court documents, contracts and other documents)
        </legend>
        {SERVICE_TYPES.map((type) => (
          <FormField
            key={type}
            id={`${idPrefix}-word-${type}`}
            label={`${serviceName(type)} ($ per word)`}
            error={errors[`word-${type}`]}
          >
            <Input
              inputMode="decimal"
              value={draft.perWord[type]}
              onChange={(event) => onChange({ ...draft, perWord: { ...draft.perWord, [type]: event.target.value } })}
            />
          </FormField>
        ))}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold">Per document (flat-priced types)</legend>
        {FLAT_DOCUMENT_TYPES.map((type) => (
          <FormField
            key={type}
            id={`${idPrefix}-flat-${type}`}
            label={`${typeName(type)} ($)`}
            error={errors[`flat-${type}`]}
          >
            <Input
              inputMode="decimal"
              value={draft.flat[type]}
              onChange={(event) => onChange({ ...draft, flat: { ...draft.flat, [type]: event.target.value } })}
            />
          </FormField>
        ))}
      </fieldset>
      <FormField
        id={`${idPrefix}-rush`}
        label="Rush bonus (% of the fee)"
        error={errors.rush}
        className="sm:max-w-[12rem]"
      >
        <Input
          inputMode="numeric"
          value={draft.rushBonusPercent}
          onChange={(event) => onChange({ ...draft, rushBonusPercent: event.target.value })}
        />
      </FormField>
    </div>
  );
}
