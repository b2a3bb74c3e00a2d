// Which way up a scan is read, and whether the reading is good enough to bill (docs/decisions/030-scan-orientation.md).
// Pure: ocr-reader.ts passes what tesseract read at each orientation.
import type { GreyImage, QuarterTurns } from "./scan-image";

/** Words read with less confidence than this are noise (specks, stamps, textures), not words to bill. */
export const MIN_WORD_CONFIDENCE = 50;
/**
 * A reading whose words are on average less certain than this (weighted by their length) is not trusted: text read
 * the wrong way up scores 20–45, a clean upright page 85–96, a dim phone photo after evening out its lighting ~90.
 */
export const MIN_READING_CONFIDENCE = 70;

/** One word as tesseract reports it (confidence 0–100). */
export type OcrWord = { text: string; confidence: number };

/** What one reading of one orientation found. */
export type ReadingQuality = {
  /** Words at or above MIN_WORD_CONFIDENCE: the count that is billed. */
  confidentWords: number;
  /** Mean confidence of every word read, weighted by its length, 0 when nothing was read. */
  confidence: number;
  /** The sum of the confident words' confidence, weighted by length: how much good text the orientation shows. */
  evidence: number;
};

/** Letters and digits: punctuation and specks weigh nothing. */
function weight(text: string): number {
  return (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
}

export function readingQuality(words: readonly OcrWord[], countWords: (text: string) => number): ReadingQuality {
  let confidentWords = 0;
  let weighted = 0;
  let totalWeight = 0;
  let evidence = 0;
  for (const word of words) {
    const w = weight(word.text);
    weighted += word.confidence * w;
    totalWeight += w;
    if (word.confidence >= MIN_WORD_CONFIDENCE) {
      confidentWords += countWords(word.text);
      evidence += word.confidence * w;
    }
  }
  return { confidentWords, confidence: totalWeight > 0 ? Math.round(weighted / totalWeight) : 0, evidence };
}

/** A reading to bill: it found words, and on the whole read them with confidence. */
export function isConfidentReading(quality: ReadingQuality): boolean {
  return quality.confidentWords > 0 && quality.confidence >= MIN_READING_CONFIDENCE;
}

export type OrientationCandidate = { turns: QuarterTurns; quality: ReadingQuality };

/**
 * The orientation to bill: the first reading (the way up the text lines suggest, read at full size) unless a trial
 * of another way up was itself confident and showed more text. A garbled first reading is never swapped for an
 * equally garbled other one.
 */
export function chooseOrientation(candidates: readonly OrientationCandidate[]): OrientationCandidate {
  const [first, ...trials] = candidates;
  if (!first) throw new Error("chooseOrientation needs at least one candidate");
  let best = first;
  for (const trial of trials) {
    if (!isConfidentReading(trial.quality)) continue;
    if (!isConfidentReading(best.quality) || trial.quality.evidence > best.quality.evidence) best = trial;
  }
  return best;
}

/**
 * The ways up to read a page in, most likely first. Text lines run across an upright or upside-down page and
 * down a sideways one: the two orientations of the lines' axis come first, the other two only if both fail
 * (a page the line finder misjudged, say a table of short entries).
 */
export function orientationsToTry(sideways: boolean): readonly QuarterTurns[] {
  return sideways ? [1, 3, 0, 2] : [0, 2, 1, 3];
}

/**
 * The scale of a trial reading: half size is enough to tell text from noise (and a fraction of the work), but a
 * small image is read at full size, where the trial is also the final reading.
 */
export function trialScale(width: number, height: number): number {
  const longSide = Math.max(width, height);
  return Math.min(1, Math.max(0.5, TRIAL_LONG_SIDE_PX / longSide));
}

/** A trial reading's long side, in pixels, unless that is less than half the image. */
export const TRIAL_LONG_SIDE_PX = 1400;

/** Skews straightened, in degrees either way: a page photographed askew leans a few degrees, rarely 10. */
export const MAX_SKEW_DEGREES = 12;
const ANGLE_STEP_DEGREES = 0.5;
/** The line finder looks at the page at about this size (the darkest pixel of each block, so thin strokes stay). */
const LINE_FINDER_LONG_SIDE_PX = 800;
/** Evened-out pixels darker than this are ink. */
const INK_BELOW = 110;
const MAX_INK_SAMPLES = 60_000;
/** With fewer ink pixels than this there are no lines to find. */
const MIN_INK_SAMPLES = 50;

export type TextLines = {
  /** The lines run down the image (it was photographed sideways): read it turned a quarter. */
  sideways: boolean;
  /** How far the lines lean from the nearest axis, in degrees clockwise: the turn that straightens them. */
  skewDegrees: number;
};

/**
 * Which way the page's text lines run, and how far they lean, without reading a word: ink projected across lines
 * at their true angle piles up in sharp rows (text lines and the gaps between them); at any other angle it
 * smears. The angle with the sharpest profile (the largest sum of squared row counts), searched within
 * ±MAX_SKEW_DEGREES of across and of down, wins. Cheap: a few million additions on an 800 px sample.
 */
export function findTextLines(image: GreyImage): TextLines {
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / LINE_FINDER_LONG_SIDE_PX));
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let darkest = 255;
      for (let dy = 0; dy < factor; dy += 1) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx += 1) darkest = Math.min(darkest, image.pixels[row + dx]!);
      }
      if (darkest < INK_BELOW) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < MIN_INK_SAMPLES) return { sideways: false, skewDegrees: 0 };
  const stride = Math.max(1, Math.ceil(xs.length / MAX_INK_SAMPLES));
  const reach = width + height;
  const bins = new Float64Array(2 * reach + 1);
  let bestAngle = 0;
  let bestScore = -1;
  for (const axis of [0, 90]) {
    for (let offset = -MAX_SKEW_DEGREES; offset <= MAX_SKEW_DEGREES; offset += ANGLE_STEP_DEGREES) {
      const angle = axis + offset;
      const radians = (angle * Math.PI) / 180;
      const sin = Math.sin(radians);
      const cos = Math.cos(radians);
      bins.fill(0);
      // The distance of each ink pixel from the line through the origin running at `angle`.
      for (let i = 0; i < xs.length; i += stride) bins[Math.round(-xs[i]! * sin + ys[i]! * cos) + reach]! += 1;
      let score = 0;
      for (const count of bins) score += count * count;
      // Ties (a blank band, a symmetric page) keep the smaller lean, upright first.
      if (score > bestScore * (1 + 1e-9)) {
        bestScore = score;
        bestAngle = angle;
      }
    }
  }
  const sideways = Math.abs(bestAngle - 90) < Math.abs(bestAngle);
  const skewDegrees = sideways ? bestAngle - 90 : bestAngle;
  return { sideways, skewDegrees: Math.abs(skewDegrees) < ANGLE_STEP_DEGREES ? 0 : skewDegrees };
}
