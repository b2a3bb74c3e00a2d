import { DOMImplementation, DOMParser, XMLSerializer } from "@xmldom/xmldom";
import { coded } from "../../shared/error-codes";
import type { TermInput } from "../../shared/schemas/termbase";
import { badRequest } from "../http/app-error";
import type { Place, RawTerm } from "./imported-term";

// The termbase as TBX (ISO 30042), parsed and written with @xmldom/xmldom. Written as TBX-Basic (martif root,
// termEntry / langSet / tig), which the common CAT tools import; read from that or from TBX v3 (tbx root,
// conceptEntry / langSec / termSec). Per entry: the document types as subjectField descrips, the note, the
// Turkish term, the approved English (preferredTerm-admn-sts) and the forbidden variants
// (deprecatedTerm-admn-sts; supersededTerm-admn-sts is read as forbidden too).

const XML_NS = "http://www.w3.org/XML/1998/namespace";
const ENTRY = new Set(["termEntry", "conceptEntry"]);
const LANG_SECTION = new Set(["langSet", "langSec"]);
const TERM_SECTION = new Set(["tig", "ntig", "termSec"]);
const PREFERRED = "preferredTerm-admn-sts";
const DEPRECATED = "deprecatedTerm-admn-sts";
const FORBIDDEN_STATUSES = new Set([DEPRECATED, "supersededTerm-admn-sts"]);

type Node = { nodeType: number; childNodes: ArrayLike<Node> };
type XmlElement = Node & {
  localName: string | null;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getAttributeNS(ns: string, name: string): string | null;
};

const isElement = (node: Node): node is XmlElement => node.nodeType === 1;
const childElements = (parent: Node): XmlElement[] => Array.from(parent.childNodes).filter(isElement);

/** Descendants named one of `names`, in document order, without looking inside a match. */
function findAll(parent: Node, names: Set<string>, skip: Set<string> = new Set()): XmlElement[] {
  const found: XmlElement[] = [];
  for (const child of childElements(parent)) {
    if (names.has(child.localName ?? "")) found.push(child);
    else if (!skip.has(child.localName ?? "")) found.push(...findAll(child, names, skip));
  }
  return found;
}

const textOf = (element: XmlElement | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();

function languageOf(section: XmlElement): string {
  return (section.getAttributeNS(XML_NS, "lang") || section.getAttribute("xml:lang") || "").toLowerCase();
}

type TermWithStatus = { text: string; status: string };

function termsOf(section: XmlElement): TermWithStatus[] {
  return findAll(section, TERM_SECTION).map((group) => {
    const status = findAll(group, new Set(["termNote"])).find(
      (note) => note.getAttribute("type") === "administrativeStatus",
    );
    return { text: textOf(findAll(group, new Set(["term"]))[0]), status: textOf(status) };
  });
}

/** One entry's Turkish, English, forbidden variants, document types and note, as written in the file. */
function readEntry(entry: XmlElement): RawTerm {
  const sections = findAll(entry, LANG_SECTION);
  const inLanguage = (code: string) =>
    sections
      .filter((section) => languageOf(section) === code || languageOf(section).startsWith(`${code}-`))
      .flatMap(termsOf)
      .filter((term) => term.text);
  const turkish = inLanguage("tr").filter((term) => !FORBIDDEN_STATUSES.has(term.status));
  const english = inLanguage("en");
  const allowed = english.filter((term) => !FORBIDDEN_STATUSES.has(term.status));
  const approved = allowed.find((term) => term.status === PREFERRED) ?? allowed[0];
  const entryLevel = findAll(entry, new Set(["descrip", "note"]), LANG_SECTION);
  return {
    tr: turkish[0]?.text ?? "",
    en: approved?.text ?? "",
    documentTypes: entryLevel
      .filter((element) => element.localName === "descrip" && element.getAttribute("type") === "subjectField")
      .flatMap((element) => textOf(element).split(/[;,]/))
      .map((type) => type.trim())
      .filter(Boolean),
    note: entryLevel
      .filter((element) => element.localName === "note")
      .map((element) => (element.textContent ?? "").trim())
      .filter(Boolean)
      .join("\n"),
    forbidden: english.filter((term) => FORBIDDEN_STATUSES.has(term.status)).map((term) => term.text),
  };
}

/** The entries of a TBX file, numbered from 1; XML that is not well formed, or not TBX, is refused. */
export function readTermsTbx(content: string): { raw: RawTerm; place: Place }[] {
  const problems: string[] = [];
  const collect = (message: string) => problems.push(message);
  // xmldom recovers from some mistakes (an unclosed tag) with a warning: any warning refuses the file.
  const document = new DOMParser({
    locator: {},
    errorHandler: { warning: collect, error: collect, fatalError: collect },
  }).parseFromString(content, "text/xml");
  if (problems.length > 0) {
    const line = Number(/line:(\d+)/.exec(problems[0]!)?.[1] ?? 1);
    throw badRequest(coded("TERMBASE_TBX_XML", { line: Math.max(line, 1) }));
  }
  const root = document?.documentElement as unknown as XmlElement | null;
  if (!root || (root.localName !== "martif" && root.localName !== "tbx")) throw badRequest("TERMBASE_TBX_ROOT");
  return findAll(root, ENTRY).map((entry, index) => ({
    raw: readEntry(entry),
    place: { format: "tbx", entry: index + 1 },
  }));
}

/** The terms as a TBX-Basic file (martif), UTF-8. */
export function writeTermsTbx(terms: readonly TermInput[]): string {
  const document = new DOMImplementation().createDocument(null, "martif", null);
  const root = document.documentElement!;
  root.setAttribute("type", "TBX-Basic");
  root.setAttributeNS(XML_NS, "xml:lang", "en");
  const element = (name: string, attributes: Record<string, string> = {}, text?: string) => {
    const created = document.createElement(name);
    for (const [attribute, value] of Object.entries(attributes)) {
      if (attribute === "xml:lang") created.setAttributeNS(XML_NS, attribute, value);
      else created.setAttribute(attribute, value);
    }
    if (text !== undefined) created.appendChild(document.createTextNode(text));
    return created;
  };
  const header = root.appendChild(element("martifHeader"));
  const fileDesc = header.appendChild(element("fileDesc"));
  const sourceDesc = fileDesc.appendChild(element("sourceDesc"));
  sourceDesc.appendChild(element("p", {}, "Bosphorus Translate termbase (Turkish to English)"));
  const body = root.appendChild(element("text")).appendChild(element("body"));
  const term = (text: string, status: string) => {
    const tig = element("tig");
    tig.appendChild(element("term", {}, text));
    tig.appendChild(element("termNote", { type: "administrativeStatus" }, status));
    return tig;
  };
  terms.forEach((entry, index) => {
    body.appendChild(document.createTextNode("\n"));
    const termEntry = body.appendChild(element("termEntry", { id: `term-${index + 1}` }));
    for (const type of entry.documentTypes) termEntry.appendChild(element("descrip", { type: "subjectField" }, type));
    if (entry.note) termEntry.appendChild(element("note", {}, entry.note));
    termEntry.appendChild(element("langSet", { "xml:lang": "tr" })).appendChild(term(entry.tr, PREFERRED));
    const english = termEntry.appendChild(element("langSet", { "xml:lang": "en" }));
    english.appendChild(term(entry.en, PREFERRED));
    for (const variant of entry.forbidden) english.appendChild(term(variant, DEPRECATED));
  });
  body.appendChild(document.createTextNode("\n"));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(document)}\n`;
}
