/** The cached answers of Account Settings' "Download my data" and "Delete my account" (the user's own: cleared on sign-out). */
export const DATA_EXPORT_QUERY_KEY = ["/api/user/data-export"] as const;
export const ACCOUNT_DELETION_QUERY_KEY = ["/api/user/account-deletion"] as const;
