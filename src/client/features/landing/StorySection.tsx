import { SectionHeading, sectionClass } from "./SectionHeading";

const MILESTONES = [
  {
    year: "2010",
    title: "A small office in Brooklyn",
    text: "Two Turkish-American court interpreters open a translation office to help neighbors with immigration paperwork, one document at a time.",
  },
  {
    year: "2018",
    title: "Our online platform",
    text: "Customers in every state can now upload a document, get an instant quote, pay securely and download the certified translation, without a trip to New York.",
  },
  {
    year: "Today",
    title: "Still personal",
    text: "A team of certified Turkish and English linguists, a notary in the office, and the same promise: every translation checked by two people before it reaches you.",
  },
];

/** Section 4 (#about): founded 2010, online since 2018. */
export function StorySection() {
  return (
    <section id="about" aria-labelledby="about-title" className={`${sectionClass} bg-muted`}>
      <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="about-title" eyebrow="About us" title="Our Story" className="mb-6 text-left lg:mx-0" />
          <div className="space-y-4 text-lg text-muted-foreground">
            <p>
              Bosphorus Translate began in 2010, when our founders kept meeting families whose green card applications
              were delayed by a poorly translated birth certificate. They knew both languages, both legal systems and
              exactly what an officer looks for, so they started translating for them.
            </p>
            <p>
              Like the bridge we are named after, our work connects two continents. More than fifteen years later we still
              translate only Turkish and English, which is why law firms, universities and families across the country trust
              us with the documents that matter most.
            </p>
          </div>
        </div>
        <ol className="relative space-y-8 border-l-2 border-primary/20 pl-8">
          {MILESTONES.map((milestone) => (
            <li key={milestone.year} className="relative">
              <span aria-hidden="true" className="absolute -left-[2.56rem] top-1 size-4 rounded-full border-4 border-background bg-primary" />
              <p className="text-sm font-bold uppercase tracking-wider text-crimson">{milestone.year}</p>
              <h3 className="mt-1 text-lg font-semibold">{milestone.title}</h3>
              <p className="mt-1 text-muted-foreground">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
