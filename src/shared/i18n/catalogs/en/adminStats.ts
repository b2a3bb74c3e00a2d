// The admin dashboard's charts and reports (docs/admin-ui.md, "Charts" and "Reports").
const adminStats = {
  trends: {
    title: "Trends",
    description: "From the daily rollups, in UTC days: {{from}} to {{to}}.",
    period: "Group by",
    periods: { day: "Day", week: "Week", month: "Month" },
    loading: "Loading charts...",
    error: "The charts could not be loaded. Please try again.",
    showTable: "Show as table",
    showChart: "Show as chart",
    bucket: "Period",
    weekOf: "Week of {{date}}",
  },
  revenue: { title: "Revenue", gross: "Charged", refunds: "Refunded", net: "Net" },
  orders: { title: "Orders", placed: "Placed", paid: "Paid" },
  status: {
    title: "Orders by status",
    caption: "Orders placed in the period, by their status now",
    status: "Status",
    orders: "Orders",
    pending: "Pending",
    processing: "Processing",
    completed: "Completed",
    cancelled: "Cancelled",
  },
  turnaround: {
    title: "Median turnaround",
    caption: "Hours from payment to completion, median of the orders completed",
    hours: "Hours",
    completed: "Completed",
    overall: "Over the period: {{value}}",
    none: "No order completed in the period",
    value_one: "{{count}} hour",
    value_other: "{{count}} hours",
  },
  rush: {
    title: "Rush share",
    caption: "Rush orders of the orders placed",
    share: "Rush share",
    rush: "Rush orders",
    overall: "Over the period: {{value}}%",
  },
  translators: {
    title: "Open jobs per translator",
    translator: "Translator",
    openJobs: "Open jobs",
    none: "No translator has an open job.",
  },
  reports: {
    title: "Reports",
    description:
      "CSV files for the accountant, opened correctly by Excel: amounts in dollars, dates in UTC, both days included.",
    from: "From",
    to: "To",
    orders: "Orders CSV",
    payments: "Payments CSV",
    refunds: "Refunds CSV",
    rangeError: "The start date must not be after the end date.",
  },
};

export default adminStats;
