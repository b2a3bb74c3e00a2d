import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SectionHeading, sectionClass } from "./SectionHeading";

type Step = { number: number; title: string; description: string };

const STEPS: Step[] = [
  {
    number: 1,
    title: "Upload Documents",
    description: "Create an account and upload a scan or photo of your document. We accept PDF, JPG, PNG, DOCX, DOC and TXT.",
  },
  {
    number: 2,
    title: "Get a Quote",
    description: "Choose your service, delivery speed and shipping. Your price is calculated instantly, with no hidden fees.",
  },
  {
    number: 3,
    title: "Make Payment",
    description: "Pay securely by card. Your translator starts right away and you can follow the order from your dashboard.",
  },
  {
    number: 4,
    title: "Receive Translation",
    description: "Download your signed, certified PDF from your dashboard, and receive the hard copy by mail if you chose it.",
  },
];

/** Section 5: four numbered steps and a Start Now button to the pricing plans. */
export function HowItWorksSection() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className={sectionClass}>
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="how-title"
          eyebrow="Simple and online"
          title="How It Works"
          intro="From upload to certified translation in four steps, all from your phone or computer."
        />
        <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step) => (
            <li key={step.number} className="relative rounded-xl border bg-card p-6 text-center shadow-sm">
              <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                <span className="sr-only">Step </span>
                {step.number}
              </span>
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 text-center">
          <Button asChild size="lg">
            <a href="#pricing">
              Start Now
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
