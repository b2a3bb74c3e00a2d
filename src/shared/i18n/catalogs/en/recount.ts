// Word counts an agent confirms (docs/ordering.md, "Word count review"): the marks on a document's count and the
// notices on the customer's order page. Amounts arrive formatted in US dollars.
const recount = {
  estimated: "estimated — an agent will confirm",
  estimatedTitle:
    "We could not read this document reliably, so it is priced at an estimate of 250 words a page for now. An agent counts its words; if the price changes, we e-mail you before you pay.",
  agent: "counted by our team",
  agentTitle: "A member of our team counted the words of this document.",
  pending: {
    title: "An agent will confirm your word count",
    body: "We could not read {{names}} reliably, so your order is priced on an estimate for now. An agent will count the words; if the price changes, we will e-mail you and show the new price here before you pay.",
  },
  confirmed: {
    title: "Your word count was confirmed",
    changed:
      "Our team counted {{words}} in {{name}} (we had estimated {{estimate}}). The price of your order changed from {{from}} to {{to}}; checkout charges the new price.",
    unchanged:
      "Our team counted {{words}} in {{name}} (we had estimated {{estimate}}). The price of your order did not change.",
  },
};

export default recount;
