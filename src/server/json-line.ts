/** pino's numeric levels, so these lines read like the server logger's. */
const LEVELS = { info: 30, warn: 40, error: 50 } as const;

/**
 * One JSON log line on standard error, for the few places that run without the server's logger (a bad
 * configuration before start, a pool error, the start before the app exists): log parsers read every line.
 */
export function writeJsonLine(level: keyof typeof LEVELS, msg: string, fields: Record<string, unknown> = {}): void {
  const entries = Object.entries(fields).map(([name, value]) => [
    name,
    value instanceof Error ? { type: value.name, message: value.message } : value,
  ]);
  process.stderr.write(
    `${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, ...Object.fromEntries(entries), msg })}\n`,
  );
}
