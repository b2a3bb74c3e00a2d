import { js2xliff, jsToXliff12, xliff12ToJs, xliff2js } from "xliff";
import { xml2js, js2xml, type Element } from "xml-js";
import type { SegmentDto } from "../../shared/schemas/workbench";

// XLIFF 2.0 and 1.2 for one document (issue 39 item 6; docs/decisions/036-xliff-exchange.md). The `xliff` library
// (locize) converts units, sources, targets and notes both ways. It drops the segment state (2.0 <segment state>,
// 1.2 <target state>), so that one attribute is written and read on the parsed tree of xml-js, the library the
// `xliff` package itself parses with: never a hand-rolled XML parser.

export const XLIFF_VERSIONS = ["2.0", "1.2"] as const;
export type XliffVersion = (typeof XLIFF_VERSIONS)[number];

export type XliffSegment = Pick<SegmentDto, "id" | "kind" | "row" | "col" | "source" | "target" | "status">;

/** One unit read back from a file: its id, texts and whether the file calls it finished. */
export type XliffUnit = { id: string; source: string; target: string; final: boolean };

/** Thrown when a file is not XLIFF this exchange can read; `reason` is shown to the translator. */
export class XliffReadError extends Error {}

/** The notes a unit carries: the segment's kind, its table place and the label a value pairs with. */
export function segmentNotes(segment: XliffSegment, all: readonly XliffSegment[]): string[] {
  const notes = [`kind: ${segment.kind}`];
  if (segment.row !== null) notes.push(`row ${segment.row}, col ${segment.col ?? 0}`);
  if (segment.kind === "value") {
    const label = all.find((other) => other.kind === "label" && other.row === segment.row);
    if (label) notes.push(`pairs with: ${label.source}`);
  }
  return notes;
}

type WriteOptions = {
  version: XliffVersion;
  fileId: string;
  sourceLanguage: string;
  targetLanguage: string;
  segments: readonly XliffSegment[];
};

/** The document's segments as an XLIFF file: unit id = segment id; confirmed segments are "final". */
export async function writeXliff({ version, fileId, sourceLanguage, targetLanguage, segments }: WriteOptions) {
  const units: Record<string, { source: string; target: string; note: string[]; additionalAttributes?: object }> = {};
  for (const segment of segments) {
    units[String(segment.id)] = {
      source: segment.source,
      target: segment.target,
      note: segmentNotes(segment, segments),
      // XLIFF 1.2's own "this translation is final" flag on the trans-unit, which the library keeps.
      ...(version === "1.2"
        ? { additionalAttributes: { approved: segment.status === "confirmed" ? "yes" : "no" } }
        : {}),
    };
  }
  const js = { sourceLanguage, targetLanguage, resources: { [fileId]: units } };
  const xml = version === "2.0" ? await js2xliff(js) : await jsToXliff12(js);
  const states = new Map(segments.map((segment) => [String(segment.id), stateOf(segment, version)]));
  const tree = xml2js(xml, { captureSpacesBetweenElements: false }) as Element;
  for (const { id, holder } of stateHolders(tree, version))
    holder.attributes = { ...holder.attributes, state: states.get(id) ?? "initial" };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${js2xml(tree, { spaces: 2 })}\n`;
}

/**
 * The state written for a segment. A draft must not read back as finished, so it is "initial" (2.0) or
 * "new" / "needs-review-translation" (1.2), never "translated", which an import takes as confirmed.
 */
function stateOf(segment: XliffSegment, version: XliffVersion): string {
  if (segment.status === "confirmed") return "final";
  if (version === "2.0") return "initial";
  return segment.target === "" ? "new" : "needs-review-translation";
}

/** Each unit's id and its element that carries the state: 2.0 the unit's <segment>, 1.2 the <target>. */
function stateHolders(tree: Element, version: XliffVersion): { id: string; holder: Element }[] {
  const found: { id: string; holder: Element }[] = [];
  const walk = (element: Element) => {
    for (const child of element.elements ?? []) {
      if (child.type !== "element") continue;
      if (child.name !== (version === "2.0" ? "unit" : "trans-unit")) {
        walk(child);
        continue;
      }
      const holder = child.elements?.find((e) => e.name === (version === "2.0" ? "segment" : "target"));
      if (holder) found.push({ id: String(child.attributes?.id ?? ""), holder });
    }
  };
  walk(tree);
  return found;
}

const FINAL_STATES = new Set(["final", "translated", "signed-off", "reviewed"]);

/** Whether a unit's file-level flags call its target finished (2.0 state final/reviewed/translated; 1.2 approved or state). */
function finalFlags(tree: Element, version: XliffVersion): Map<string, boolean> {
  const flags = new Map<string, boolean>();
  const walk = (element: Element) => {
    for (const child of element.elements ?? []) {
      if (child.type !== "element") continue;
      const isUnit = version === "2.0" ? child.name === "unit" : child.name === "trans-unit";
      if (!isUnit) {
        walk(child);
        continue;
      }
      const id = String(child.attributes?.id ?? "");
      if (version === "2.0") {
        const states = (child.elements ?? []).filter((e) => e.name === "segment").map((e) => e.attributes?.state);
        flags.set(id, states.length > 0 && states.every((state) => FINAL_STATES.has(String(state ?? ""))));
      } else {
        const target = child.elements?.find((e) => e.name === "target");
        const approved = child.attributes?.approved === "yes";
        flags.set(id, approved || FINAL_STATES.has(String(target?.attributes?.state ?? "")));
      }
    }
  };
  walk(tree);
  return flags;
}

/** A unit's text from the library's value: plain text, or text runs; inline codes are not part of this exchange. */
function plainText(value: unknown, unitId: string, side: "source" | "target"): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((part) => typeof part === "string")) return value.join("");
  throw new XliffReadError(`Unit ${unitId}: the ${side} holds inline codes, which this exchange does not take`);
}

type LibraryUnit = { source?: unknown; target?: unknown; groupUnits?: Record<string, LibraryUnit> };

/** Reads an XLIFF 2.0 or 1.2 file into its units, in file order; anything else is an XliffReadError. */
export async function readXliff(xml: string): Promise<{ version: XliffVersion; units: XliffUnit[] }> {
  let tree: Element;
  try {
    tree = xml2js(xml) as Element;
  } catch (error) {
    throw new XliffReadError(`The file is not well-formed XML (${(error as Error).message.split("\n")[0]})`);
  }
  const root = tree.elements?.find((element) => element.type === "element");
  const declared = root?.name === "xliff" ? String(root.attributes?.version ?? "") : "";
  const version: XliffVersion | null = declared === "1.2" ? "1.2" : declared.startsWith("2.") ? "2.0" : null;
  if (!version) throw new XliffReadError("The file is not XLIFF 2.0 or 1.2");
  let parsed: { resources?: Record<string, Record<string, LibraryUnit>> };
  try {
    // The library's units as it documents them (its own types say only "unknown").
    parsed = (version === "2.0" ? await xliff2js(xml) : await xliff12ToJs(xml)) as typeof parsed;
  } catch (error) {
    throw new XliffReadError(`The XLIFF file could not be read (${(error as Error).message})`);
  }
  const flags = finalFlags(tree, version);
  const units: XliffUnit[] = [];
  const collect = (group: Record<string, LibraryUnit>) => {
    for (const [id, unit] of Object.entries(group)) {
      if (unit.groupUnits) {
        collect(unit.groupUnits);
        continue;
      }
      units.push({
        id,
        source: plainText(unit.source, id, "source"),
        target: plainText(unit.target, id, "target"),
        final: flags.get(id) ?? false,
      });
    }
  };
  for (const file of Object.values(parsed.resources ?? {})) collect(file);
  return { version, units };
}
