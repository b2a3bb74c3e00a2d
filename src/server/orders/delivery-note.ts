/** The completion's note names the certificates issued with it (certified and premium orders). */
export function deliveryNote(note: string | undefined, certificateCount: number): string | undefined {
  if (certificateCount === 0) return note;
  const issued = `${certificateCount} certificate${certificateCount === 1 ? "" : "s"} of translation accuracy issued`;
  return note ? `${note}. ${issued}` : issued;
}
