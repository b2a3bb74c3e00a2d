// The customer's e-mails (decision 014). The English texts are the ones the site has always sent; translators'
// and the agency's e-mails stay English and are not here.
const email = {
  signature: { name: "Bosphorus Translate", tagline: "Certified Turkish-English translation" },
  hello: "Hello {{name}},",
  helloThere: "Hello there,",
  helloPlain: "Hello,",
  thanks: "Thank you for choosing Bosphorus Translate.",
  viewOrder: "View your order: {{url}}",
  followOrder: "Follow your order without signing in (this link works for 30 days): {{url}}",
  yourOrder: "Your order: {{url}}",
  noteFromTeam: "Note from our team: {{note}}",
  questions: "If you have any questions, just reply to this e-mail or contact us.",
  verifyEmail: {
    subject: "Verify your e-mail address",
    openLink: "Please confirm that this is your e-mail address by opening this link:",
    orCode: "Or, signed in to your account, enter this code: {{code}}",
    expiry: "The link and the code expire in 24 hours and can be used once.",
    ignore: "If you did not create an account or change your e-mail address, you can ignore this e-mail.",
  },
  // A fixed text: the contact form takes any address, so nothing the visitor typed is repeated to it (docs/security.md).
  ratingRequest: {
    subject: "How was your translation? Order #{{orderId}}",
    ask: "Your order #{{orderId}} was completed yesterday. Would you tell us how we did? It takes a minute: choose from 1 to 5 stars and, if you like, add a few words.",
    link: "Rate your order: {{url}}",
    once: "We ask once per order. With your permission we may show your comment, with your first name and the initial of your last name, on our website.",
  },
  contactAnswer: {
    subject: "Re: {{subject}}",
    about:
      "This is our answer to the message you sent through our contact form on {{date}}. To write back, reply to this e-mail.",
  },
  contactReceived: {
    subject: "We received your message",
    received:
      "Thank you for contacting Bosphorus Translate. We received your message and a member of our team will reply within one business day.",
    notYou:
      "If you did not write to us, someone entered this address on our contact form: you can ignore this e-mail. We send this confirmation at most once a day.",
    site: "Our website: {{url}}",
  },
  signUpAttempt: {
    subject: "Someone tried to sign up with your e-mail address",
    attempt:
      "Someone just tried to create a new Bosphorus Translate account with this e-mail address. No new account was created.",
    verifiedOwner: "If it was you: you already have an account, with the username {{username}}. Sign in here: {{url}}",
    unverifiedOwner:
      "An account with the username {{username}} was created with this address, but the address was never confirmed. If it is yours, sign in here and enter the code we sent: {{url}}. If it is not, unconfirmed accounts are removed 7 days after sign-up and the address is then free.",
    forgotPassword: "If you forgot your password, choose a new one here: {{url}}",
    ignore: "If it was not you, you can ignore this e-mail: nothing changed on your account.",
  },
  emailChanged: {
    subject: "Your Bosphorus Translate e-mail address was changed",
    changed: "The e-mail address of your account {{username}} was changed to {{email}}.",
    warning: "If you did not make this change, please contact our support team at once and change your password.",
  },
  failedSignIns: {
    subject: "Someone is trying to sign in to your Bosphorus Translate account",
    tried: "{{failures}} wrong passwords in a row were just entered for your account {{username}}.",
    slowed:
      "Sign-ins to it from browsers that have not signed in to it before are now slowed down; browsers you have signed in with before are not affected.",
    ifYou: "If this was you, you can ignore this e-mail.",
    ifNotYou:
      "If it was not you, someone may be trying to guess your password: sign in and change it in your account settings to a long one you use nowhere else.",
  },
  passwordReset: {
    subject: "Reset your Bosphorus Translate password",
    asked: "Someone (we hope you) asked to reset the password of your account {{username}}.",
    openLink: "To choose a new password, open this link:",
    expiry: "The link works once and expires in 60 minutes.",
    ignore: "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
  },
  passwordChanged: {
    subject: "Your Bosphorus Translate password was changed",
    changed:
      "The password of your account {{username}} was just changed, and every device signed in to it was signed out.",
    warning: "If you did not make this change, reset your password at once here: {{url}} and contact our support team.",
    warningAdmin:
      "If you did not make this change, tell the other administrators at once: whoever runs the server can print a new reset link.",
  },
  // Account Settings' "Delete my account" and "Download my data" (src/server/account-deletion, src/server/data-export).
  accountDeleted: {
    subject: "Your Bosphorus Translate account has been deleted",
    done: "As you asked, we deleted your Bosphorus Translate account and signed you out on every device.",
    gone: "Deleted: your name, e-mail address, username and shipping addresses, and every file of your orders: your documents, their translations, the certificate PDFs and notarized scans.",
    kept: 'Kept, because tax law requires it: the payments, receipts and refunds of your orders, under "Deleted customer #{{id}}", without your name or e-mail address; the invoices and credit notes issued for them stay as issued, with your name and e-mail address as the buyer.',
    certificates:
      "A certificate we issued can still be checked on our verification page (its number, date, translator and fingerprint), without your name.",
    notYou: "If you did not ask for this, please contact us at once.",
    last: "This is the last e-mail we send to this address.",
  },
  dataExport: {
    subject: "Your Bosphorus Translate data is ready to download",
    ready:
      "The copy of your data you asked for is ready: your profile, orders, payments, refunds and files, in one ZIP file ({{size}}).",
    openLink: "Sign in with your account and download it here:",
    expiry:
      "The link works once, for you only, until {{date}} (48 hours). Once downloaded or expired, the file is deleted; you can ask for a new one in Account Settings.",
    notYou:
      "If you did not ask for this, change your password and contact us: someone may be signed in to your account.",
    readme: {
      title: "Your Bosphorus Translate data",
      prepared: "Prepared on {{date}} for the account {{username}}, at your request in Account Settings.",
      contents: "What is in this ZIP file:",
      profile:
        "profile.json: your account: username, name, e-mail address, language, when you joined and when you accepted which version of the terms and privacy policy.",
      orders:
        "orders.json: every order with its documents, priced lines and totals (in US cents), status history, timeline, delivery details and any cancellation request.",
      payments: "payments.json: your card payments (with the refunded amounts), their receipts, and the refunds made.",
      messages:
        "messages.json: the conversation on each of your orders (your messages and our answers, with the names as in the passport and their changes) and the messages you sent us from the contact form while signed in; the files attached to messages are under files/, in each order's messages folder.",
      files:
        "files/: the files of each order, in a folder per order: your documents, the translations delivered to you, the certificates of translation accuracy and the notarized scans.",
      manifest:
        "manifest.json: the list of every file above with its size and SHA-256 fingerprint, and any file we could not include.",
      missing:
        "Some files could not be included because they are no longer stored (for example deleted after the order was completed): manifest.json lists them under missingFiles.",
      format:
        "The .json files are plain text (JSON) that any text editor, spreadsheet program or programming language can open. Dates are in UTC.",
      questions: "Questions about your data? Contact us at {{email}}.",
    },
  },
  orderStatus: {
    subject: "Your order #{{orderId}} is now {{status}}",
    body: "The status of your Bosphorus Translate order #{{orderId}} is now: {{status}}.",
    download: "Download your files: {{url}}",
    status: { pending: "pending", processing: "processing", completed: "completed", cancelled: "cancelled" },
    explanation: {
      pending:
        "Your order is waiting for the next step. If a payment or documents are still missing, you can complete them from your dashboard.",
      processing:
        "Good news: our translators have started working on your documents. We will e-mail you again as soon as the translation is ready.",
      completed:
        "Your translation is ready. You can download the translated files (and, for certified orders, the certificates of translation accuracy) from your dashboard.",
      cancelled:
        "Your order has been cancelled. If you did not expect this or have any questions, just reply to this e-mail or contact us.",
    },
  },
  receipt: {
    subject: "Payment receipt for order #{{orderId}} - {{company}}",
    dear: "Dear {{name}},",
    thanks: "Thank you for your payment. Your order #{{orderId}} is now being processed.",
    number: "Receipt {{number}}",
    date: "Date: {{date}}",
    order: "Order: #{{orderId}}",
    totalPaid: "Total paid: {{amount}} USD",
    paidWith: "Paid with: {{card}}",
    cardEnding: "{{brand}} ending in {{last4}}",
    card: "Card",
    follow: "You can follow your order and download your translation from your dashboard.",
  },
  draftReady: {
    subject: "Your translation is ready for review",
    ready: "The translation of your order #{{orderId}} is ready for your review.",
    instructions:
      "Please download the draft, then approve it or request a revision (with a comment for each document to change).",
    autoApproval: "Drafts not answered within {{days}} days are approved automatically.",
    review: "Review it here: {{url}}",
  },
  completed: {
    subject: "Your order #{{orderId}} is complete",
    automatically:
      "The translation of your order #{{orderId}} was approved automatically {{days}} days after delivery, so we have completed your order.",
    approved: "Thank you for approving the translation of your order #{{orderId}}. We have completed your order.",
    files:
      "The final files (and, for certified and premium orders, the certificates of translation accuracy) are ready to download.",
    download: "Download them here: {{url}}",
  },
  refund: {
    subject: "Refund of {{amount}} for your order #{{orderId}}",
    refunded: "We have refunded {{amount}} of your payment for Bosphorus Translate order #{{orderId}}.",
    cancelled: "Your order has been cancelled.",
    line: "Refund: {{amount}} to the card you paid with.",
    reason: "Reason: {{reason}}",
    timing: "Card refunds usually appear on your statement within 5–10 business days, depending on your bank.",
  },
  cancellation: {
    subjectApproved: "Your cancellation request for order #{{orderId}} was approved",
    subjectDeclined: "Your cancellation request for order #{{orderId}} was declined",
    approved: "As you asked, your Bosphorus Translate order #{{orderId}} has been cancelled.",
    refundToFollow: "If a refund is due, we will e-mail you as soon as it has been made.",
    declined:
      "We have reviewed your request to cancel order #{{orderId}} and could not cancel it; the work on your order continues.",
  },
  fulfilment: {
    shippedSubject: "Your order #{{orderId}} has shipped",
    shipped: "The printed, signed translation of your order #{{orderId}} is on its way.",
    carrier: "Carrier: {{carrier}}",
    trackingNumber: "Tracking number: {{trackingNumber}}",
    trackLink: "Track your package: {{url}}",
    trackOnSite: "Track your package on the {{carrier}} website with the number above.",
    deliveredSubject: "Your order #{{orderId}} has been delivered",
    delivered: "The printed translation of your order #{{orderId}} has been delivered to your shipping address.",
    notarizedSubject: "Your order #{{orderId}} has been notarized",
    notarized:
      "The notarized copy of your order #{{orderId}} is ready. You can download a scan of it from your order page.",
  },
  // The 7-day notice before an order's files are deleted (docs/decisions/029-customer-files.md).
  fileRetention: {
    subject: "Your files for order #{{orderId}} will be deleted on {{date}}",
    policy:
      "To protect your privacy, we keep the files of an order only for a limited time after it is completed or cancelled.",
    deleteOn:
      "The files of your order #{{orderId}} (your documents, their translations, the stored copies of the certificates and the files sent in its messages) will be deleted on {{date}}.",
    download: "If you want to keep them, download them before then: {{url}}",
    verifyStays: "Certificates you have downloaded stay verifiable online after that date.",
    deleteNow: "You can also delete them yourself at any time from the order page.",
  },
  // An agent counted a document priced on an estimate, and the order's total moved before payment (docs/ordering.md).
  wordCountConfirmed: {
    subject: "The price of your order #{{orderId}} changed",
    counted:
      "We could not read {{name}} reliably, so we had priced it at an estimate of {{estimate}} words. A member of our team has now counted it: {{words}} words.",
    total: "Your order total changed from {{from}} to {{to}}.",
    beforePaying:
      "Nothing has been charged. Please check the new total on your order page before you pay: checkout charges the new price.",
  },
};

export default email;
