// Find and replace over a document's segments (issue 39 item 2): case-insensitive and Turkish-aware, so "istanbul",
// "İSTANBUL" and "ISTANBUL" find one another in a Turkish source and an English target alike.

/**
 * One character folded for comparison, keeping its length so a match's offsets are the text's own: every I
 * (İ, I, ı, i) is "i", everything else lower-cased the Turkish way unless that would change the length.
 */
function foldChar(char: string): string {
  if (char === "İ" || char === "I" || char === "ı") return "i";
  const lower = char.toLocaleLowerCase("tr");
  return lower.length === char.length ? lower : char;
}

export function foldText(text: string): string {
  let folded = "";
  for (let i = 0; i < text.length; i += 1) folded += foldChar(text[i]!);
  return folded;
}

/** The start offsets of every occurrence of `query` in `text` (non-overlapping, left to right). */
export function findOffsets(text: string, query: string): number[] {
  if (!query) return [];
  const haystack = foldText(text);
  const needle = foldText(query);
  const offsets: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length))
    offsets.push(at);
  return offsets;
}

export type FindScope = "source" | "target" | "both";
export type FindHit = { segmentId: number; field: "source" | "target"; start: number; end: number };

/** Every hit in reading order: a segment's source hits before its target's. */
export function findHits(
  segments: readonly { id: number; source: string; target: string }[],
  query: string,
  scope: FindScope,
): FindHit[] {
  const hits: FindHit[] = [];
  for (const segment of segments)
    for (const field of ["source", "target"] as const) {
      if (scope !== "both" && scope !== field) continue;
      for (const start of findOffsets(segment[field], query))
        hits.push({ segmentId: segment.id, field, start, end: start + query.length });
    }
  return hits;
}

/** `text` with the occurrence at `start` (of `length` characters) replaced. */
export function replaceAt(text: string, start: number, length: number, replacement: string): string {
  return text.slice(0, start) + replacement + text.slice(start + length);
}

/** `text` with every occurrence of `query` replaced, or null when there is none. */
export function replaceAll(text: string, query: string, replacement: string): string | null {
  const offsets = findOffsets(text, query);
  if (offsets.length === 0) return null;
  let result = text;
  for (const start of [...offsets].reverse()) result = replaceAt(result, start, query.length, replacement);
  return result;
}
