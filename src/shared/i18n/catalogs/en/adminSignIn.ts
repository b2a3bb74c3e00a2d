// The admin sign-in pages (/admin/auth, /admin/verify): public, so Turkish under /tr (decision 014); the
// admin area behind them stays English.
const adminSignIn = {
  title: "Admin Login",
  intro: "Sign in to the secure administration portal.",
  loading: "Loading secure admin portal...",
  verify: {
    title: "Verify it's you",
    intro: "Enter the 6-digit verification code we sent to your email.",
    code: "Verification code",
    invalid: "Please enter a valid 6-digit verification code.",
    attemptsLeft: "You have {{count}} attempts remaining.",
    submit: "Verify",
    submitting: "Verifying...",
    noCode: "Didn't receive a code?",
    resend: "Resend code",
    resendIn: "Resend code in {{seconds}}s",
    cancel: "Cancel and return to login",
  },
  outage: {
    title: "E-mail delivery is failing right now",
    text: "The verification code may not arrive. Whoever runs the server can print one:",
  },
};

export default adminSignIn;
