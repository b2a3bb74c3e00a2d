import type { TermEntry } from "../../shared/translation-checks/types";
import type { Executor } from "../db/client";

/**
 * Where the checks get the termbase's entries for an order (approved pairs and forbidden variants). The termbase
 * (issue 39, src/server/termbase/) provides `loadTermEntries(db, documentType?)`; until it is merged the callers pass
 * their own source, and the app's routes pass TERMBASE_NOT_MERGED: no terminology findings. Wire it here, once.
 */
export type TermSource = (db: Executor, orderId: number) => Promise<TermEntry[]>;

export const TERMBASE_NOT_MERGED: TermSource = async () => [];
