// Placeholder until the public-site work lands; owned by that work.
export function SiteFooter() {
  return <footer className="border-t py-8 text-center text-sm">Bosphorus Translate</footer>;
}
