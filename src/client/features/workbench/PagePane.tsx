import { useTranslation } from "react-i18next";
import type { SegmentBox } from "@shared/schemas/workbench";

type Props = { imageUrl: (page: number) => string; box: SegmentBox | null; pageImages: number };

/** The page image of a scan with the current segment's box outlined, so the translator sees where the line is. */
export function PagePane({ imageUrl, box, pageImages }: Props) {
  const { t } = useTranslation("workbench");
  if (pageImages === 0) return null;
  const page = box?.page ?? 1;
  return (
    <section aria-labelledby="page-title" className="rounded-md border p-3">
      <h2 id="page-title" className="mb-2 text-sm font-semibold">
        {t("page.title", { page })}
      </h2>
      <div className="relative">
        <img
          src={imageUrl(page)}
          alt={t("page.image", { page })}
          loading="lazy"
          className="block w-full rounded border bg-white"
        />
        {box && (
          <div
            aria-hidden="true"
            data-testid="segment-box"
            className="pointer-events-none absolute rounded-sm border-2 border-amber-500 bg-amber-300/25"
            style={{
              left: `${box.x * 100}%`,
              top: `${box.y * 100}%`,
              width: `${box.w * 100}%`,
              height: `${box.h * 100}%`,
            }}
          />
        )}
      </div>
    </section>
  );
}
