import { ERROR_TEXTS } from "../../../error-codes";

// The English texts of the error codes are the list's own (src/shared/error-codes.ts): never written twice.
const errors: Record<keyof typeof ERROR_TEXTS, string> = ERROR_TEXTS;

export default errors;
