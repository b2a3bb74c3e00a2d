// The `xliff` package (locize) ships no types: the four converters this exchange calls, as its README describes them.
declare module "xliff" {
  type XliffJs = {
    sourceLanguage?: string;
    targetLanguage?: string;
    resources?: Record<string, Record<string, unknown>>;
  };
  export function xliff2js(xml: string, options?: object): Promise<XliffJs>;
  export function xliff12ToJs(xml: string, options?: object): Promise<XliffJs>;
  export function js2xliff(js: XliffJs, options?: object): Promise<string>;
  export function jsToXliff12(js: XliffJs, options?: object): Promise<string>;
}
