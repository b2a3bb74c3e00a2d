import { useTranslation } from "react-i18next";
import { SectionHeading, sectionClass } from "./SectionHeading";
import { siteList } from "./site-list";

/** Section 4 (#about): founded 2010, online since 2018. */
export function StorySection() {
  const { t } = useTranslation("site");
  const paragraphs = siteList<string>(t("story.paragraphs", { returnObjects: true }));
  const milestones = siteList<{ year: string; title: string; text: string }>(
    t("story.milestones", { returnObjects: true }),
  );
  return (
    <section id="about" aria-labelledby="about-title" className={`${sectionClass} bg-muted`}>
      <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            id="about-title"
            eyebrow={t("story.eyebrow")}
            title={t("story.title")}
            className="mb-6 text-left lg:mx-0"
          />
          <div className="space-y-4 text-lg text-muted-foreground">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ol className="relative space-y-8 border-l-2 border-primary/20 pl-8">
          {milestones.map((milestone, index) => (
            <li key={index} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[2.56rem] top-1 size-4 rounded-full border-4 border-background bg-primary"
              />
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
