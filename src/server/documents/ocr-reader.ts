import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { isMainThread } from "node:worker_threads";
import { createScheduler, createWorker, OEM, type Scheduler } from "tesseract.js";
import { countWords } from "./count-words";
import { evenOutLighting, readGreyImage, renderGreyPng, type GreyImage, type QuarterTurns } from "./scan-image";
import {
  chooseOrientation,
  findTextLines,
  isConfidentReading,
  orientationsToTry,
  readingQuality,
  trialScale,
  type OcrWord,
  type OrientationCandidate,
  type ReadingQuality,
} from "./scan-orientation";

const require = createRequire(import.meta.url);

/** English and Turkish together: Turkish documents often carry English names, stamps and numbers. */
const LANGUAGES = ["eng", "tur"] as const;
/**
 * Inside the reading pool's threads one engine each: the pool is the parallelism (READING_POOL_SIZE sets it).
 * Read outside the pool (npm run bench:ocr), two: OCR is CPU-bound and a small machine has few cores.
 */
const WORKERS = isMainThread ? Math.max(1, Math.min(2, os.availableParallelism() - 1)) : 1;

type OcrState = { scheduler: Scheduler; languageDir: string };
let state: Promise<OcrState> | null = null;

/**
 * The "best_int" models (smaller and faster, same LSTM engine) from the @tesseract.js-data packages. tesseract.js
 * reads every language from ONE langPath directory, and each package keeps its file in its own folder, so the two
 * files are linked into a private temporary directory: nothing is ever downloaded.
 */
async function linkLanguageData(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bt-ocr-"));
  for (const language of LANGUAGES) {
    const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
    const file = `${language}.traineddata.gz`;
    const source = path.join(packageDir, "4.0.0_best_int", file);
    await fs.symlink(source, path.join(dir, file)).catch(() => fs.copyFile(source, path.join(dir, file)));
  }
  return dir;
}

async function start(): Promise<OcrState> {
  const languageDir = await linkLanguageData();
  const scheduler = createScheduler();
  try {
    const workers = await Promise.all(
      Array.from({ length: WORKERS }, () =>
        createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
          langPath: languageDir,
          // Never write traineddata copies into the working directory.
          cacheMethod: "none",
          gzip: true,
          // A failed job (an image leptonica cannot decode) already rejects its promise; without a handler
          // tesseract.js would also throw it as an uncaught exception and take the server down.
          errorHandler: () => undefined,
        }),
      ),
    );
    for (const worker of workers) scheduler.addWorker(worker);
  } catch (error) {
    await scheduler.terminate().catch(() => undefined);
    await fs.rm(languageDir, { recursive: true, force: true });
    throw error;
  }
  return { scheduler, languageDir };
}

async function ocrState(): Promise<OcrState> {
  if (!state) {
    state = start();
    // A failed start is not cached: the next document tries again.
    state.catch(() => (state = null));
  }
  return state;
}

/** What OCR made of one page. */
export type ScanReading = {
  /** Words read with confidence (the count to bill when `confident`). */
  words: number;
  /** Mean confidence of the words read, 0–100 (scan-orientation.ts). */
  confidence: number;
  /** False when the page could not be read well enough to bill its words: it is estimated and reviewed instead. */
  confident: boolean;
  /** How the page was turned to be read (0 upright, 1 = 90° clockwise, …) and the lean straightened, in degrees. */
  turns: QuarterTurns;
  skewDegrees: number;
};

/** A line tesseract read: its words with their boxes, in pixels of the image read (the workbench's segments). */
export type OcrLine = {
  words: { text: string; x0: number; y0: number; x1: number; y1: number }[];
  /** The first line of a paragraph as tesseract saw it. */
  paragraphStart: boolean;
};

type Reading = { quality: ReadingQuality; lines: OcrLine[]; png: Buffer };

/** tesseract's reading of one PNG. */
async function recognise(png: Buffer): Promise<Reading> {
  const { scheduler } = await ocrState();
  const { data } = await scheduler.addJob("recognize", png, {}, { text: false, blocks: true });
  const words: OcrWord[] = [];
  const lines: OcrLine[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      paragraph.lines.forEach((line, index) => {
        for (const word of line.words) words.push({ text: word.text, confidence: word.confidence });
        lines.push({
          words: line.words.map((word) => ({ text: word.text, ...word.bbox })),
          paragraphStart: index === 0,
        });
      });
    }
  }
  return { quality: readingQuality(words, countWords), lines, png };
}

/**
 * Reads one image (PNG or JPEG bytes; a photo, a scan or a rendered PDF page) the right way up
 * (docs/decisions/030-scan-orientation.md). Its lighting is evened out; the direction and lean of its text lines
 * are measured from the pixels (cheap, no OCR); it is straightened and read at full size the way up the lines
 * suggest. Only when that reading is not confident are the other ways up tried, at half size, stopping at the
 * first confident one, which is then read at full size. Runs in tesseract.js worker threads; the scheduler queues
 * jobs so at most WORKERS images are read at once.
 */
export async function readScan(image: Buffer): Promise<ScanReading> {
  const { lines: _lines, png: _png, ...reading } = await readScanWithLines(image);
  return reading;
}

/**
 * readScan, with the lines of the reading chosen and the image they were read from (turned the right way up and
 * straightened): the workbench keeps that image as the page the editor shows, and the lines' boxes fit it.
 */
export async function readScanWithLines(image: Buffer): Promise<ScanReading & { lines: OcrLine[]; png: Buffer }> {
  const grey: GreyImage = evenOutLighting(await readGreyImage(image));
  const lines = findTextLines(grey);
  const [first, ...others] = orientationsToTry(lines.sideways);
  // The lean applies to the lines' own axis; the other axis is read square.
  const skewFor = (turns: QuarterTurns) => (turns % 2 === first! % 2 ? lines.skewDegrees : 0);
  const result = (turns: QuarterTurns, reading: Reading) => ({
    lines: reading.lines,
    png: reading.png,
    words: reading.quality.confidentWords,
    confidence: reading.quality.confidence,
    confident: isConfidentReading(reading.quality),
    turns,
    skewDegrees: skewFor(turns),
  });
  const firstReading = await recognise(renderGreyPng(grey, first!, { skewDegrees: skewFor(first!) }));
  // Confident, or no letter at all (a blank page, a photo of a wall): turning it will not find text.
  if (isConfidentReading(firstReading.quality) || firstReading.quality.confidence === 0)
    return result(first!, firstReading);

  const scale = trialScale(grey.width, grey.height);
  const candidates: OrientationCandidate[] = [{ turns: first!, quality: firstReading.quality }];
  const trials = new Map<QuarterTurns, Reading>();
  for (const turns of others) {
    const trial = await recognise(renderGreyPng(grey, turns, { scale, skewDegrees: skewFor(turns) }));
    trials.set(turns, trial);
    candidates.push({ turns, quality: trial.quality });
    // Text that reads well one way up reads badly every other way: no need to try the rest.
    if (isConfidentReading(trial.quality)) break;
  }
  const best = chooseOrientation(candidates);
  if (best.turns === first) return result(first, firstReading);
  // A small image's trial was already read at full size.
  return result(
    best.turns,
    scale === 1
      ? trials.get(best.turns)!
      : await recognise(renderGreyPng(grey, best.turns, { skewDegrees: skewFor(best.turns) })),
  );
}

/** Stops the OCR workers (app close). A later OCR request starts new ones. */
export async function stopOcr(): Promise<void> {
  const current = state;
  state = null;
  if (!current) return;
  const started = await current.catch(() => null);
  if (!started) return;
  await started.scheduler.terminate();
  await fs.rm(started.languageDir, { recursive: true, force: true });
}
