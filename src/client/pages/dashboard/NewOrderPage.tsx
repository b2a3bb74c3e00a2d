import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/common/PageHeader";

type QuoteData = {
  serviceType?: string;
  translationDirection?: string;
  wordCount?: number;
  isRush?: boolean;
  isPhysicalDelivery?: boolean;
  totalPrice?: number;
};

const directions: Record<string, string> = { "en-tr": "English → Turkish", "tr-en": "Turkish → English" };

/** The quote the calculator saved before sign-in (spec 2.4), if any. */
function readQuote(): QuoteData | null {
  try {
    const raw = window.sessionStorage.getItem("quoteData");
    return raw ? (JSON.parse(raw) as QuoteData) : null;
  } catch {
    return null;
  }
}

/** Placeholder for the order form: shows the saved quote and says honestly that ordering opens soon. */
export function NewOrderPage() {
  const quote = readQuote();
  return (
    <div className="space-y-6">
      <PageHeader title="New Translation Order" />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Your quote</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {quote ? (
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-muted-foreground">Service</dt>
              <dd className="capitalize">{quote.serviceType ?? "-"}</dd>
              <dt className="text-muted-foreground">Direction</dt>
              <dd>{directions[quote.translationDirection ?? ""] ?? quote.translationDirection ?? "-"}</dd>
              <dt className="text-muted-foreground">Word count</dt>
              <dd>{quote.wordCount ?? "-"}</dd>
              <dt className="text-muted-foreground">Rush delivery</dt>
              <dd>{quote.isRush ? "Yes" : "No"}</dd>
              <dt className="text-muted-foreground">Physical delivery</dt>
              <dd>{quote.isPhysicalDelivery ? "Yes" : "No"}</dd>
              <dt className="text-muted-foreground">Estimated price</dt>
              <dd className="font-semibold">
                {typeof quote.totalPrice === "number" ? `$${quote.totalPrice.toFixed(2)}` : "-"}
              </dd>
            </dl>
          ) : (
            <p className="text-sm text-muted-foreground">
              No saved quote. You can get an instant quote with the calculator on our home page.
            </p>
          )}
          <p className="mt-6 rounded-md bg-secondary p-4 text-sm text-secondary-foreground">
            Online ordering opens soon. Your quote is kept for this browser session; in the meantime you can contact
            us to place your order.
          </p>
          <div className="mt-6 flex flex-wrap gap-2">
            <Button asChild>
              <Link href="/contact">Contact us</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/#pricing">View pricing</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
