import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { createScheduler, createWorker, OEM, type Scheduler } from "tesseract.js";
import { countWords } from "./count-words";

const require = createRequire(import.meta.url);

/** English and Turkish together: Turkish documents often carry English names, stamps and numbers. */
const LANGUAGES = ["eng", "tur"] as const;
/**
 * Two workers: OCR is CPU-bound, and a small server has few cores to share with request handling. Inside the
 * analysis pool each thread runs one (OCR_WORKERS=1): the pool is the parallelism.
 */
const WORKERS = Number(process.env.OCR_WORKERS) || Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** Words read with less confidence than this are noise (specks, stamps, textures), not words to bill. */
const MIN_WORD_CONFIDENCE = 50;

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

/**
 * Words read by OCR on one image (PNG or JPEG bytes). Runs in tesseract.js worker threads, never on the
 * request's thread; the scheduler queues jobs so at most WORKERS images are read at once. The workers are
 * started on first use (loading the models takes about a second) and kept for the next documents.
 */
export async function ocrWordCount(image: Buffer): Promise<number> {
  if (!state) {
    state = start();
    // A failed start is not cached: the next document tries again.
    state.catch(() => (state = null));
  }
  const { scheduler } = await state;
  const { data } = await scheduler.addJob("recognize", image, {}, { text: false, blocks: true });
  let words = 0;
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          if (word.confidence >= MIN_WORD_CONFIDENCE) words += countWords(word.text);
        }
      }
    }
  }
  return words;
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
