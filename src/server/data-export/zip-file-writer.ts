import { createWriteStream, type WriteStream } from "node:fs";
import { once } from "node:events";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/**
 * A ZIP written to a file on disk entry by entry (fflate's streaming Zip): only the entry being added is in memory,
 * never the archive. Stored files (PDF, JPG, PNG, DOCX are compressed already) are stored as they are; text is
 * deflated. Names are UTF-8 (fflate sets the flag for non-ASCII names such as "Nüfus Kaydı.pdf").
 */
export class ZipFileWriter {
  private readonly out: WriteStream;
  private readonly zip: Zip;
  private failure: Error | null = null;
  private readonly finished: Promise<void>;

  constructor(filePath: string) {
    // Its owner's only, and never an existing file (a link planted in the folder is not followed).
    this.out = createWriteStream(filePath, { mode: 0o600, flags: "wx" });
    this.finished = new Promise((resolve, reject) => {
      this.out.once("finish", resolve);
      this.out.once("error", reject);
    });
    // Swallowed here: add() and close() report it.
    this.finished.catch(() => undefined);
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        this.out.destroy(error);
        return;
      }
      this.out.write(chunk);
      if (final) this.out.end();
    });
  }

  /** Adds one entry; resolves once the disk has taken it (backpressure), so the next file is read only then. */
  async add(name: string, bytes: Uint8Array, options: { compress?: boolean } = {}): Promise<void> {
    if (this.failure) throw this.failure;
    const entry = options.compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(entry);
    entry.push(bytes, true);
    if (this.failure) throw this.failure;
    if (this.out.writableNeedDrain) await once(this.out, "drain");
  }

  /** Writes the central directory and closes the file. */
  async close(): Promise<void> {
    this.zip.end();
    await this.finished;
    if (this.failure) throw this.failure;
  }

  /** Gives up: the file is closed as it is (the caller deletes it). */
  abort(): void {
    this.zip.terminate();
    this.out.destroy();
  }
}
