// How the dashboard's bar charts scale (issue 42 item 3): at small volumes a $25 day beside a $2,400 one, or one
// order, was drawn as a 1-px bar. A bar that is not zero is always visibly tall; zero stays zero; the axis ends at
// a round number just above the largest value.

/** Between the bars of one day (Recharts' default, 4 px, took most of a day's width in a 30-day chart). */
export const BAR_GAP = 1;

/** The least height (px) of a bar whose value is not zero. */
export const MIN_BAR_PX = 6;

/** Recharts' minPointSize: MIN_BAR_PX for a value that is not zero, none for zero or no value. */
export function barMinHeight(value: number | null | undefined): number {
  return value ? MIN_BAR_PX : 0;
}

/** `floor`: the least axis maximum (nothing at all still draws an axis); `whole`: counts, so no 2.5 step. */
export type AxisScale = { floor: number; whole?: boolean };

/** Amounts in cents: the axis reaches at least $10. */
export const CENTS_SCALE: AxisScale = { floor: 1000 };
/** Counts (orders, jobs): one order is a fifth of the axis, not all of it, and the ticks stay whole numbers. */
export const COUNT_SCALE: AxisScale = { floor: 5, whole: true };

/** The axis maximum: the largest value rounded up to 1, 2, (2.5,) 5 or 10 times a power of ten, and at least `floor`. */
export function niceAxisMax(dataMax: number, scale: AxisScale): number {
  const top = Math.max(dataMax, scale.floor);
  const power = 10 ** Math.floor(Math.log10(top));
  const steps = scale.whole ? [1, 2, 5, 10] : [1, 2, 2.5, 5, 10];
  return steps.find((step) => step * power >= top)! * power;
}

/** A Recharts domain from 0 (or, for a negative net, below it, rounded the same way) to niceAxisMax. */
export function niceDomain(scale: AxisScale): [(dataMin: number) => number, (dataMax: number) => number] {
  return [(dataMin) => (dataMin < 0 ? -niceAxisMax(-dataMin, scale) : 0), (dataMax) => niceAxisMax(dataMax, scale)];
}
