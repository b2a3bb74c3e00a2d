/**
 * Days after completion an order's files are kept, as the terms and the privacy policy state it (issue 27, item 4:
 * an admin setting, 90 by default). The policy pages show this number: when the setting reaches the site info,
 * they should show the setting's value instead.
 */
export const FILE_RETENTION_DAYS_DEFAULT = 90;
