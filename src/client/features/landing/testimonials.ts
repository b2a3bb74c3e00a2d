import type { PublishedRating } from "@shared/schemas/ratings";

export const TESTIMONIAL_CARD_COUNT = 8;

/** Repeats the list until it holds `count` cards (and cuts it there); the strip always shows eight. */
export function fillTestimonials<T>(list: readonly T[], count = TESTIMONIAL_CARD_COUNT): T[] {
  if (list.length === 0) return [];
  return Array.from({ length: count }, (_, index) => list[index % list.length]!);
}

/** "AY" for "Ayşe Y.": the card's avatar. */
export function initialsOf(rating: Pick<PublishedRating, "authorName">): string {
  return rating.authorName
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .toLocaleUpperCase("tr-TR")
    .slice(0, 2);
}
