export type Testimonial = {
  author: { name: string; handle: string; avatar: string };
  text: string;
  href?: string;
};

/** Shown as initials avatars; the strip repeats the list until it holds eight cards (spec 2.3). */
export const TESTIMONIALS: Testimonial[] = [
  {
    author: { name: "Elif Demir", handle: "Green card applicant, New Jersey", avatar: "ED" },
    text: "My nüfus kayıt örneği and marriage certificate were translated in two days. USCIS accepted everything without a single question.",
  },
  {
    author: { name: "Michael Grant", handle: "Immigration attorney, Chicago", avatar: "MG" },
    text: "We send all our Turkish-language evidence to Bosphorus. Consistent terminology, clean certifications and they always meet our filing dates.",
  },
  {
    author: { name: "Zeynep Arslan", handle: "PhD student, Boston", avatar: "ZA" },
    text: "They translated my diploma and transcript for my university and WES. The course names were handled with real care.",
  },
  {
    author: { name: "David Okafor", handle: "Operations manager, Houston", avatar: "DO" },
    text: "A 40-page supplier contract from Istanbul, translated and reviewed in four days. Clear pricing from the first minute.",
  },
  {
    author: { name: "Ayşe Kaplan", handle: "Naturalization applicant, Los Angeles", avatar: "AK" },
    text: "I was nervous about my court documents. The team called me to check how my name should be spelled. That level of care is rare.",
  },
  {
    author: { name: "Jennifer Lee", handle: "Paralegal, New York", avatar: "JL" },
    text: "Rush service saved us on a Friday afternoon. Notarized translation in hand by Saturday morning.",
  },
  {
    author: { name: "Murat Yıldız", handle: "Small business owner, Paterson", avatar: "MY" },
    text: "I needed my company documents in Turkish for a bank in Izmir. Fast, accurate and they explained the apostille steps too.",
  },
  {
    author: { name: "Sarah Whitman", handle: "Adoptive parent, Denver", avatar: "SW" },
    text: "Every page of our adoption file was translated with such sensitivity. Thank you for making a stressful process easier.",
  },
];

export const TESTIMONIAL_CARD_COUNT = 8;

/** Repeats the list until it holds `count` cards (and cuts it there). */
export function fillTestimonials(list: readonly Testimonial[], count = TESTIMONIAL_CARD_COUNT): Testimonial[] {
  if (list.length === 0) return [];
  return Array.from({ length: count }, (_, index) => list[index % list.length]);
}
