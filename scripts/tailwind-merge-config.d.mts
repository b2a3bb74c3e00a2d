// Types for the test that imports the generator (src/client/lib/tailwind-merge-config.test.ts).
export const CONFIG_FILE: string;
export function collectClassTokens(dir?: string): string[];
