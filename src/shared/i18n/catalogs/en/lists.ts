// The customer's paged lists beyond their orders: My Documents and Payment History (docs/customer-ui.md).
const lists = {
  pager: {
    previous: "Previous",
    next: "Next",
    pages: "Pages",
    documentsPerPage: "Documents per page",
    paymentsPerPage: "Payments per page",
  },
  documents: {
    count_one: "{{total}} document",
    count_other: "{{total}} documents",
    aboutCount: "About {{total}} documents",
    backToFirst: "Back to the first page",
  },
  payments: {
    count_one: "{{total}} payment",
    count_other: "{{total}} payments",
    aboutCount: "About {{total}} payments",
    backToFirst: "Back to the first page",
  },
};

export default lists;
