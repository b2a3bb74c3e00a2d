// Account Settings: profile, e-mail and password (decision 014).
const account = {
  title: "Account Settings",
  profileTitle: "Profile",
  profileText: "Your name and the e-mail address we send order updates and receipts to.",
  passwordTitle: "Change password",
  passwordText: "Other devices signed in to your account are signed out when you change it.",
  username: "Username",
  memberSince: "Member since",
  language: "Language",
  profile: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    currentPassword: "Current password",
    currentPasswordHint: "Needed to change your email address.",
    save: "Save Changes",
    saving: "Saving...",
    doneTitle: "Profile updated",
    doneText: "Your account details have been saved.",
    doneVerify: "Saved. Please verify your new email address with the link or code we sent to it.",
    failedTitle: "Update failed",
    failedText: "Failed to update your profile. Please try again.",
  },
  password: {
    current: "Current password",
    new: "New password",
    hint: "At least 6 characters.",
    confirm: "Confirm new password",
    submit: "Change Password",
    submitting: "Changing...",
    doneTitle: "Password changed",
    failedTitle: "Password change failed",
    failedText: "An error occurred while changing password: {{message}}",
    tryAgain: "Please try again.",
  },
};

export default account;
