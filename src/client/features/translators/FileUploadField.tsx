import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FileText, X } from "lucide-react";
import {
  MAX_TRANSLATOR_FILE_MB,
  TRANSLATOR_FILES,
  checkTranslatorFile,
  type TranslatorFileField,
} from "@shared/schemas/translators";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useApplyMessage } from "./use-apply-message";

type FileUploadFieldProps = {
  field: TranslatorFileField;
  label: string;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
};

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One upload slot: the accepted types and the 10 MB limit are checked on choosing (and again on the server). */
export function FileUploadField({ field, label, file, onChange }: FileUploadFieldProps) {
  const { t } = useTranslation("apply");
  const message = useApplyMessage();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const rule = TRANSLATOR_FILES[field];
  const id = `apply-${field}`;

  function choose(chosen: File | undefined) {
    const problem = chosen ? checkTranslatorFile(field, chosen) : null;
    setError(problem ?? undefined);
    onChange(problem ? undefined : chosen);
    if (problem && inputRef.current) inputRef.current.value = "";
  }

  function clear() {
    if (inputRef.current) inputRef.current.value = "";
    setError(undefined);
    onChange(undefined);
  }

  return (
    <div className="space-y-2">
      <FormField
        id={id}
        label={label}
        error={error === undefined ? undefined : message(error)}
        description={t("fields.fileRule", {
          types: rule.extensions.map((ext) => ext.slice(1).toUpperCase()).join(", "),
          mb: MAX_TRANSLATOR_FILE_MB,
        })}
      >
        <Input
          ref={inputRef}
          name={field}
          type="file"
          accept={rule.extensions.join(",")}
          onChange={(event) => choose(event.target.files?.[0])}
          className="cursor-pointer file:mr-3 file:cursor-pointer file:rounded file:bg-secondary file:px-2 file:text-secondary-foreground"
        />
      </FormField>
      {file && (
        <p className="flex items-center gap-2 text-sm">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span className="min-w-0 truncate">{file.name}</span>
          <span className="shrink-0 text-muted-foreground">({formatSize(file.size)})</span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="ml-auto h-7 px-2"
            onClick={clear}
            aria-label={t("fields.remove", { name: file.name })}
          >
            <X aria-hidden="true" />
          </Button>
        </p>
      )}
    </div>
  );
}
