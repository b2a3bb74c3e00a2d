/** The public launch: 19 April 2025 00:00 in the visitor's local time, as the spec sets it. */
export const LAUNCH_DATE = new Date(2025, 3, 19, 0, 0, 0);

export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number; done: boolean };

/** Whole days, hours, minutes and seconds until `target`; all zero (and done) once it has passed. */
export function timeLeftUntil(target: Date, now: Date = new Date()): TimeLeft {
  const totalSeconds = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    done: totalSeconds === 0,
  };
}
