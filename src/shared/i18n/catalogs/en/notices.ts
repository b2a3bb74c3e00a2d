// What the API says when something went well (a password changed, an e-mail verified...): the English is the
// server's, and Turkish screens look it up by its exact text (src/client/lib/translate-message.ts). Errors are not
// here: they have codes (src/shared/error-codes.ts, namespace "errors").
const notices = {
  passwordChanged: "Password changed successfully",
  emailVerified: "Your email address has been verified",
  verificationSent: "We have sent a new verification email. Please check your inbox.",
  verificationBanner: "Please verify your email address. We sent you a link and a 6-digit code.",
  setPasswordDone: "Your password has been set. You can now sign in.",
  resetRequested: "If an account matches, we've sent a link to reset your password.",
  resetDone: "Your password has been changed. Sign in with your new password.",
  accountDeleted: "Your account has been deleted",
  dataExportRequested:
    "We are preparing your data. We will e-mail you a link to download it, usually within a few minutes.",
  contactSent: "Thank you for your message. We'll get back to you within one business day.",
  launchSubscribed: "Thanks! We'll e-mail you as soon as we launch.",
  launchAlreadySubscribed: "You're already on the list. We'll e-mail you as soon as we launch.",
};

export default notices;
