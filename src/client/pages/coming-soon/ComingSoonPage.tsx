// Placeholder until the public-site work lands; owned by that work.
export function ComingSoonPage() {
  return <main className="mx-auto max-w-5xl px-4 py-16"><h1 className="text-3xl font-bold">ComingSoonPage</h1></main>;
}
