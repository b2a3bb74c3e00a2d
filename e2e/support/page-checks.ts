import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

// The checks every screen must pass (docs/customer-ui.md, "Mobile and accessibility"): no horizontal overflow at
// phone widths, and no axe-core violation of WCAG 2.0/2.1 A and AA. One helper, so every spec checks the same way.

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Phone widths: the smallest in use, the common iPhone, the large Android. */
export const PHONE_WIDTHS = [320, 375, 414] as const;
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** What the page's layout lets run past the viewport's right edge at `width`, or [] when nothing does. */
export async function horizontalOverflow(page: Page, width: number, height = 800): Promise<string[]> {
  await page.setViewportSize({ width, height });
  return page.evaluate(async () => {
    // Media-query hooks re-render on resize: let React and layout settle first.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const viewport = document.documentElement.clientWidth;
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scrollWidth <= viewport + 1) return [];
    // Only then look for what sticks out, to say where (the walk over every element is the slow part).
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes =
        typeof element.className === "string" && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 4).join(".")}`
          : "";
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes} "${text}" right=${Math.round(element.getBoundingClientRect().right)}`;
    };
    // Inside a box that scrolls or clips sideways and itself fits (a wide table in its scroller): not the cause.
    const contained = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== "visible" && parent.getBoundingClientRect().right <= viewport + 1)
          return true;
      }
      return false;
    };
    // Icons' inner shapes say nothing: their <svg> (or its button) is reported instead.
    const past = [...document.body.querySelectorAll("*:not(svg *)")].filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && rect.right > viewport + 1 && !contained(element);
    });
    // The innermost culprits: an element whose child also sticks out says less than the child.
    const culprits = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    return [`page ${scrollWidth}px wide in ${viewport}px`, ...culprits.slice(0, 8).map(describe)];
  });
}

/** axe-core's WCAG 2.0/2.1 A and AA violations on the page as it is, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async (tags) =>
      (
        await (
          window as unknown as {
            axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
          }
        ).axe.run(document, {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        })
      ).violations.map((violation) => ({
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
      })),
    AXE_TAGS,
  );
  return violations.map((violation) => `${violation.id} (${violation.help}): ${violation.targets.join(" | ")}`);
}
type AxeViolation = { id: string; help: string; nodes: { target: string[] }[] };

/**
 * Checks the page now on screen: no overflow at each phone width, then axe at the desktop size it is left at.
 * Returns the problems found (empty when there are none), each prefixed with `label`.
 */
export async function checkPage(page: Page, label: string, desktop = { width: 1280, height: 900 }): Promise<string[]> {
  const problems: string[] = [];
  for (const width of PHONE_WIDTHS) {
    const overflow = await horizontalOverflow(page, width);
    if (overflow.length > 0) problems.push(`${label} overflows at ${width}px: ${overflow.join("; ")}`);
  }
  await page.setViewportSize(desktop);
  for (const violation of await axeViolations(page)) problems.push(`${label} axe ${violation}`);
  return problems;
}
