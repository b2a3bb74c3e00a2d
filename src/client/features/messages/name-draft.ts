import { useState } from "react";
import { nameSpellingListSchema, type NameSpelling } from "@shared/schemas/order-messages";

export type NameRow = { inDocument: string; inPassport: string };
export const EMPTY_ROW: NameRow = { inDocument: "", inPassport: "" };

/**
 * The names being typed: rows left wholly empty are dropped, the rest checked with the server's own schema. `check`
 * answers the list to send, or null after setting the (English) message of the first problem.
 */
export function useNameDraft(initial: NameSpelling[] = []) {
  const [rows, setRows] = useState<NameRow[]>(initial.length ? initial : [EMPTY_ROW]);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    rows,
    problem,
    setRows: (next: NameRow[]) => {
      setRows(next);
      setProblem(null);
    },
    reset: (names: NameSpelling[]) => {
      setRows(names.length ? names : [EMPTY_ROW]);
      setProblem(null);
    },
    check: (): NameSpelling[] | null => {
      const filled = rows.filter((row) => row.inDocument.trim() !== "" || row.inPassport.trim() !== "");
      const parsed = nameSpellingListSchema.safeParse(filled);
      if (parsed.success) return parsed.data;
      setProblem(parsed.error.issues[0]?.message ?? null);
      return null;
    },
  };
}

export type NameDraft = ReturnType<typeof useNameDraft>;
