import { ApiError, apiErrorFromAnswer } from "./api";

type UploadOptions = {
  /** Text fields, sent before the file: the server reads the fields first. */
  fields: Record<string, string | undefined>;
  /** How many times in all a 429 "busy reading" answer is tried (it waits its Retry-After in between). */
  maxAttempts: number;
  /** The wait when a 429 names none; without it such an answer is final. */
  defaultRetryAfterSeconds?: number;
};

/**
 * POST `url` with one file as multipart, reporting upload progress (0..1): XMLHttpRequest rather than fetch, which has
 * no upload progress. The session cookie goes along; errors become ApiError like apiRequest's. While the server is
 * reading too many of the sender's documents it answers 429 with Retry-After (docs/decisions/012-document-analysis-pool.md):
 * the file then waits its turn, a few times, instead of failing.
 */
export async function uploadWithProgress<T>(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  options: UploadOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await sendOnce<T>(url, file, onProgress, options.fields);
    } catch (error) {
      const wait =
        error instanceof ApiError && error.status === 429
          ? retryAfterSeconds(error, options.defaultRetryAfterSeconds)
          : null;
      if (wait === null || attempt >= options.maxAttempts) throw error;
      onProgress(0);
      await new Promise((resume) => setTimeout(resume, wait * 1000));
    }
  }
}

function retryAfterSeconds(error: ApiError, fallback: number | undefined): number | null {
  const seconds = Number((error.body as { retryAfter?: unknown } | undefined)?.retryAfter ?? fallback);
  return Number.isFinite(seconds) && seconds > 0 && seconds <= 60 ? seconds : null;
}

function sendOnce<T>(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  fields: UploadOptions["fields"],
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        try {
          resolve(JSON.parse(text) as T);
        } catch {
          reject(new Error("Unexpected answer from the server"));
        }
        return;
      }
      reject(apiErrorFromAnswer(xhr.status, xhr.statusText, text));
    };
    xhr.onerror = () => reject(new Error("Network error"));
    xhr.onabort = () => reject(new Error("Upload cancelled"));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
    form.append("file", file);
    xhr.send(form);
  });
}
