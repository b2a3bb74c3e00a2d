// Pairing the lines of two whole documents (an uploaded translation beside its source) when their counts differ:
// pairing by position would shift every line after an omitted one and report each of them. A small dynamic
// program instead chooses, line by line, "pair", "source line without translation" or "translation line without
// source", at the lowest total cost: a length ratio far from 1 and numbers or dates found on one side only make a
// pair expensive; anchors found on both sides (numbers, dates, capitalized words such as names) make it cheap.
import { foldKey, wordsOf } from "./text";
import { prepareSegment } from "./prepare";
import type { Direction, Segment } from "./types";

/** Cost of leaving a line unpaired; a pair costs its length mismatch (capped) and its anchors found on one side. */
const SKIP = 2.5;
const MAX_LENGTH_COST = 2;
const ANCHOR_MISMATCH = 1;
const ANCHOR_SHARED = 0.5;
/** How far beyond the count difference a pairing may stray from the diagonal. */
const BAND = 40;
/** Above this many cells, pair by position: a document that long is not a certificate. */
const MAX_CELLS = 4_000_000;

function anchorsOf(segment: Segment, side: "source" | "target", direction: Direction): Set<string> {
  const prepared = prepareSegment(
    side === "source" ? segment : { ...segment, source: segment.target, target: "" },
    side === "source" ? direction : flip(direction),
  );
  const anchors = new Set<string>();
  for (const mention of prepared.sourceNumbers) anchors.add(`n:${mention.value}`);
  for (const mention of prepared.sourceDates)
    if (mention.date) anchors.add(`d:${mention.date.year}-${mention.date.month}-${mention.date.day}`);
  for (const word of wordsOf(side === "source" ? segment.source : segment.target)) {
    if (word.length >= 3 && word === word.toLocaleUpperCase("tr")) anchors.add(`w:${foldKey(word)}`);
  }
  return anchors;
}

const flip = (direction: Direction): Direction => (direction === "tr-en" ? "en-tr" : "tr-en");

/**
 * The source and target lines paired: `[sourceIndex, targetIndex]`, either one null for a line left alone.
 * Equal counts pair by position.
 */
export function alignLines(
  source: readonly string[],
  target: readonly string[],
  direction: Direction,
): [number | null, number | null][] {
  const n = source.length;
  const m = target.length;
  if (n === m || (n + 1) * (2 * (Math.abs(n - m) + BAND) + 1) > MAX_CELLS) {
    return Array.from({ length: Math.max(n, m) }, (_, index) => [index < n ? index : null, index < m ? index : null]);
  }
  const sourceAnchors = source.map((text) => anchorsOf({ id: "", source: text, target: "" }, "source", direction));
  const targetAnchors = target.map((text) => anchorsOf({ id: "", source: "", target: text }, "target", direction));
  const pairCost = (i: number, j: number) => {
    const lengthCost = Math.min(MAX_LENGTH_COST, Math.abs(Math.log((target[j]!.length + 5) / (source[i]!.length + 5))));
    let shared = 0;
    let mismatched = 0;
    for (const anchor of sourceAnchors[i]!) {
      if (targetAnchors[j]!.has(anchor)) shared++;
      else if (!anchor.startsWith("w:")) mismatched++;
    }
    // A capitalized word is a translated heading as often as a copied name: only a shared one counts.
    for (const anchor of targetAnchors[j]!)
      if (!anchor.startsWith("w:") && !sourceAnchors[i]!.has(anchor)) mismatched++;
    return lengthCost + ANCHOR_MISMATCH * mismatched - ANCHOR_SHARED * shared;
  };
  // cost(i, j): the best pairing of the first i source and j target lines; move 0 pair, 1 skip source, 2 skip
  // target. Only cells near the diagonal (|i − j| ≤ band) are kept: the path strays from it by the count
  // difference plus what local skips cost, so the table grows with the lines, not their square.
  const band = Math.abs(n - m) + BAND;
  const width = 2 * band + 1;
  const at = (i: number, j: number) => (Math.abs(i - j) > band ? -1 : i * width + (j - i + band));
  const cost = new Float64Array((n + 1) * width).fill(Infinity);
  const move = new Uint8Array((n + 1) * width);
  cost[at(0, 0)] = 0;
  const costAt = (i: number, j: number) => {
    const index = i < 0 || j < 0 ? -1 : at(i, j);
    return index < 0 ? Infinity : cost[index]!;
  };
  for (let i = 0; i <= n; i++) {
    for (let j = Math.max(0, i - band); j <= Math.min(m, i + band); j++) {
      if (i === 0 && j === 0) continue;
      let best = i > 0 && j > 0 ? costAt(i - 1, j - 1) + pairCost(i - 1, j - 1) : Infinity;
      let chosen = 0;
      if (costAt(i - 1, j) + SKIP < best) [best, chosen] = [costAt(i - 1, j) + SKIP, 1];
      if (costAt(i, j - 1) + SKIP < best) [best, chosen] = [costAt(i, j - 1) + SKIP, 2];
      cost[at(i, j)] = best;
      move[at(i, j)] = chosen;
    }
  }
  const pairs: [number | null, number | null][] = [];
  for (let i = n, j = m; i > 0 || j > 0;) {
    const chosen = move[at(i, j)];
    if (chosen === 0) pairs.push([--i, --j]);
    else if (chosen === 1) pairs.push([--i, null]);
    else pairs.push([null, --j]);
  }
  return pairs.reverse();
}
