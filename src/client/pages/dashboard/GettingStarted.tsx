import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

const steps = [
  { title: "Create an order", text: "Choose the service, the translation direction and your delivery options." },
  { title: "Upload your documents", text: "Add your files as PDF, DOCX, JPG or PNG. We count the words to set the final price." },
  { title: "Pay securely", text: "Complete the payment by card to start the translation." },
  { title: "Download your translation", text: "When the order is completed, download the translated files here." },
];

/** Shown instead of recent orders while the customer has none. */
export function GettingStarted() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Getting started</h2>
        </CardTitle>
        <CardDescription>You have no orders yet. Here is how ordering a translation works.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 md:grid-cols-2">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <div>
                <p className="font-medium">{step.title}</p>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link href="/dashboard/orders/new">Create your first order</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
