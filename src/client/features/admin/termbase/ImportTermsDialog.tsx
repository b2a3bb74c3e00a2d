import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ERROR_TEXTS } from "@shared/error-codes";
import { TERMBASE_IMPORT_MAX_CHARS, type TermbaseFormat } from "@shared/schemas/termbase";
import { Button } from "@/components/ui/button";
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
import { apiMessage } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";
import { useImportTerms } from "./use-termbase";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** TBX files are .tbx (or .xml); anything else is read as CSV, whose header the server checks. */
const formatOf = (name: string): TermbaseFormat => (/\.(tbx|xml)$/i.test(name) ? "tbx" : "csv");

/** Import terms from a CSV or TBX file: the server's report (added / updated / unchanged) or its refusal. */
export function ImportTermsDialog({ open, onOpenChange }: Props) {
  const { t } = useTranslation("termbase");
  const translate = useTranslateMessage();
  const importTerms = useImportTerms({ onSuccess: () => onOpenChange(false) });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { reset } = importTerms;
  useEffect(() => {
    if (!open) return;
    setFile(null);
    setProblem(null);
    reset();
  }, [open, reset]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setProblem(t("importDialog.noFile"));
    const content = await file.text();
    if (content.length > TERMBASE_IMPORT_MAX_CHARS) return setProblem(translate(ERROR_TEXTS.TERMBASE_FILE_TOO_LARGE));
    setProblem(null);
    importTerms.mutate({ format: formatOf(file.name), content });
  }

  const shown = problem ?? (importTerms.error ? translate(apiMessage(importTerms.error, t("toast.failed"))) : null);

  return (
    <Dialog open={open} onOpenChange={(next) => !importTerms.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("importDialog.title")}</DialogTitle>
          <DialogDescription>{t("importDialog.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <FormField id="termbase-file" label={t("importDialog.file")} error={shown ?? undefined}>
            <Input
              type="file"
              accept=".csv,.tbx,.xml,text/csv,application/xml"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </FormField>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={importTerms.isPending}
            >
              {t("importDialog.cancel")}
            </Button>
            <Button type="submit" disabled={importTerms.isPending}>
              {importTerms.isPending ? t("importDialog.importing") : t("importDialog.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
