/** "Ayşe Y.": what the website shows of a customer beside a published rating (the first name, the last initial). */
export function ratingAuthorName(firstName: string | null, lastName: string | null): string {
  const first = (firstName ?? "").trim();
  const initial = (lastName ?? "").trim().charAt(0).toLocaleUpperCase("tr-TR");
  if (!first) return initial ? `${initial}.` : "A customer";
  return initial ? `${first} ${initial}.` : first;
}
