import { forwardRef } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useRouter } from "wouter";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type TermsConsentFieldProps = {
  /** The checkbox's id; the error message is `${id}-error`. */
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  /** The translated message of an unticked box (TERMS_REQUIRED), shown and announced under it. */
  error?: string;
};

/**
 * The sign-up's required consent: "I agree to the Terms of Service and Privacy Policy" (the /auth form, and the
 * one-screen sign-up of the order page). The links open in a new tab, so the half-filled form stays; under /tr they
 * lead to the Turkish pages (the router's base). The server records the consent (docs/security.md, "Consent to the
 * terms"). The ref is the checkbox's, for react-hook-form to focus it when it is the first error.
 */
export const TermsConsentField = forwardRef<HTMLButtonElement, TermsConsentFieldProps>(
  ({ id, checked, onCheckedChange, onBlur, error }, ref) => {
    const { t } = useTranslation("auth");
    const { base } = useRouter();
    const errorId = `${id}-error`;
    const link = (path: string) => (
      // eslint-disable-next-line jsx-a11y/anchor-has-content -- <Trans> puts the catalog's text inside the link.
      <a
        href={`${base}${path}`}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline underline-offset-2"
      />
    );
    return (
      <div className="space-y-2">
        <div className="flex items-start gap-3">
          <Checkbox
            ref={ref}
            id={id}
            checked={checked}
            onCheckedChange={(state) => onCheckedChange(state === true)}
            onBlur={onBlur}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-0.5"
          />
          <Label htmlFor={id} className={cn("leading-snug font-normal", error && "text-destructive")}>
            <Trans
              t={t}
              i18nKey="register.acceptTerms"
              components={{ termsLink: link("/terms"), privacyLink: link("/privacy") }}
            />
          </Label>
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  },
);
TermsConsentField.displayName = "TermsConsentField";
