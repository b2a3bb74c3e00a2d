// The rule is shared with the calculator, which counts a dropped file's words in the browser.
export { countWords } from "../../shared/count-words";
