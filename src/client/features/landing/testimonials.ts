export type Testimonial = {
  /** The initials avatar, also the key of the card's texts (the "site" catalog's testimonials.items.<avatar>). */
  author: { name: string; avatar: TestimonialId };
  href?: string;
};

export type TestimonialId = "ED" | "MG" | "ZA" | "DO" | "AK" | "JL" | "MY" | "SW";

/** Shown as initials avatars; the strip repeats the list until it holds eight cards. */
export const TESTIMONIALS: Testimonial[] = [
  { author: { name: "Elif Demir", avatar: "ED" } },
  { author: { name: "Michael Grant", avatar: "MG" } },
  { author: { name: "Zeynep Arslan", avatar: "ZA" } },
  { author: { name: "David Okafor", avatar: "DO" } },
  { author: { name: "Ayşe Kaplan", avatar: "AK" } },
  { author: { name: "Jennifer Lee", avatar: "JL" } },
  { author: { name: "Murat Yıldız", avatar: "MY" } },
  { author: { name: "Sarah Whitman", avatar: "SW" } },
];

export const TESTIMONIAL_CARD_COUNT = 8;

/** Repeats the list until it holds `count` cards (and cuts it there). */
export function fillTestimonials(list: readonly Testimonial[], count = TESTIMONIAL_CARD_COUNT): Testimonial[] {
  if (list.length === 0) return [];
  return Array.from({ length: count }, (_, index) => list[index % list.length]);
}
