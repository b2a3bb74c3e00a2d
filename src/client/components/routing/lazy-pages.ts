import type { ComponentType } from "react";
import { preloadableLazy, type PreloadableComponent } from "@/lib/preloadable-lazy";

// Every page is its own chunk so the landing page downloads only the shell plus HomePage.
// The import() calls stay literal so Vite can split them.
function named<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): PreloadableComponent<any> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return preloadableLazy(() => load().then((m) => m[name] as ComponentType<any>));
}

// Public site (owned by the public-site work).
export const HomePage = named(() => import("@/pages/home/HomePage"), "HomePage");
export const PricingPage = named(() => import("@/pages/pricing/PricingPage"), "PricingPage");
export const FaqPage = named(() => import("@/pages/faq/FaqPage"), "FaqPage");
export const AboutPage = named(() => import("@/pages/about/AboutPage"), "AboutPage");
export const BlogPostPage = named(() => import("@/pages/blog/BlogPostPage"), "BlogPostPage");
export const CareersPage = named(() => import("@/pages/careers/CareersPage"), "CareersPage");
export const BlogPage = named(() => import("@/pages/blog/BlogPage"), "BlogPage");
export const ContactPage = named(() => import("@/pages/contact/ContactPage"), "ContactPage");
export const TermsPage = named(() => import("@/pages/terms/TermsPage"), "TermsPage");
export const PrivacyPage = named(() => import("@/pages/privacy/PrivacyPage"), "PrivacyPage");
export const ComingSoonPage = named(() => import("@/pages/coming-soon/ComingSoonPage"), "ComingSoonPage");
export const OrderPage = named(() => import("@/pages/order/OrderPage"), "OrderPage");
export const NotFoundPage = named(() => import("@/pages/not-found/NotFoundPage"), "NotFoundPage");

// Sign-in.
export const AuthPage = named(() => import("@/pages/auth/AuthPage"), "AuthPage");
export const AdminAuthPage = named(() => import("@/pages/admin-auth/AdminAuthPage"), "AdminAuthPage");
export const AdminVerifyPage = named(() => import("@/pages/admin-verify/AdminVerifyPage"), "AdminVerifyPage");
export const ForgotPasswordPage = named(
  () => import("@/pages/forgot-password/ForgotPasswordPage"),
  "ForgotPasswordPage",
);
export const DataExportPage = named(() => import("@/pages/data-export/DataExportPage"), "DataExportPage");
export const ResetPasswordPage = named(() => import("@/pages/reset-password/ResetPasswordPage"), "ResetPasswordPage");

// Translator applicants.
export const ApplyPage = named(() => import("@/pages/apply/ApplyPage"), "ApplyPage");
export const TranslatorVerificationPage = named(
  () => import("@/pages/translator-verification/TranslatorVerificationPage"),
  "TranslatorVerificationPage",
);
export const VerifyTranslatorEmailPage = named(
  () => import("@/pages/verify-translator-email/VerifyTranslatorEmailPage"),
  "VerifyTranslatorEmailPage",
);
export const TranslatorIdVerificationPage = named(
  () => import("@/pages/translator-id-verification/TranslatorIdVerificationPage"),
  "TranslatorIdVerificationPage",
);
export const TranslatorApplicationConfirmationPage = named(
  () => import("@/pages/translator-application-confirmation/TranslatorApplicationConfirmationPage"),
  "TranslatorApplicationConfirmationPage",
);
export const ResendVerificationPage = named(
  () => import("@/pages/resend-verification/ResendVerificationPage"),
  "ResendVerificationPage",
);
export const VerifyCertificatePage = named(
  () => import("@/pages/verify-certificate/VerifyCertificatePage"),
  "VerifyCertificatePage",
);
export const TrackOrderPage = named(() => import("@/pages/track-order/TrackOrderPage"), "TrackOrderPage");
export const SetPasswordPage = named(() => import("@/pages/set-password/SetPasswordPage"), "SetPasswordPage");

// Customer area.
export const DashboardPage = named(() => import("@/pages/dashboard/DashboardPage"), "DashboardPage");
export const NewOrderPage = named(() => import("@/pages/dashboard/NewOrderPage"), "NewOrderPage");
export const OrdersPage = named(() => import("@/pages/dashboard-orders/OrdersPage"), "OrdersPage");
export const OrderDetailsPage = named(
  () => import("@/pages/dashboard-order-details/OrderDetailsPage"),
  "OrderDetailsPage",
);
export const DocumentsPage = named(() => import("@/pages/dashboard-documents/DocumentsPage"), "DocumentsPage");
export const PaymentsPage = named(() => import("@/pages/dashboard-payments/PaymentsPage"), "PaymentsPage");
export const SettingsPage = named(() => import("@/pages/dashboard-settings/SettingsPage"), "SettingsPage");
export const DownloadPage = named(() => import("@/pages/dashboard-download/DownloadPage"), "DownloadPage");
export const UploadPage = named(() => import("@/pages/dashboard-upload/UploadPage"), "UploadPage");
export const CheckoutPage = named(() => import("@/pages/checkout/CheckoutPage"), "CheckoutPage");

// Translator portal.
export const TranslatorPortalPage = named(
  () => import("@/pages/translator-portal/TranslatorPortalPage"),
  "TranslatorPortalPage",
);
export const TranslatorJobPage = named(() => import("@/pages/translator-job/TranslatorJobPage"), "TranslatorJobPage");
export const TranslatorEditorPage = named(
  () => import("@/pages/translator-editor/TranslatorEditorPage"),
  "TranslatorEditorPage",
);
export const TranslatorOfferPage = named(
  () => import("@/pages/translator-offer/TranslatorOfferPage"),
  "TranslatorOfferPage",
);
export const TranslatorEarningsPage = named(
  () => import("@/pages/translator-earnings/TranslatorEarningsPage"),
  "TranslatorEarningsPage",
);
export const TranslatorProfilePage = named(
  () => import("@/pages/translator-profile/TranslatorProfilePage"),
  "TranslatorProfilePage",
);

// Admin area.
export const AdminDashboardPage = named(
  () => import("@/pages/admin-dashboard/AdminDashboardPage"),
  "AdminDashboardPage",
);
export const AdminOrdersPage = named(() => import("@/pages/admin-orders/AdminOrdersPage"), "AdminOrdersPage");
export const AdminOrderDetailsPage = named(
  () => import("@/pages/admin-order-details/AdminOrderDetailsPage"),
  "AdminOrderDetailsPage",
);
export const AdminUsersPage = named(() => import("@/pages/admin-users/AdminUsersPage"), "AdminUsersPage");
export const AdminTranslatorsPage = named(
  () => import("@/pages/admin-translators/AdminTranslatorsPage"),
  "AdminTranslatorsPage",
);
export const AdminSettingsPage = named(() => import("@/pages/admin-settings/AdminSettingsPage"), "AdminSettingsPage");
export const AdminOutboxPage = named(() => import("@/pages/admin-outbox/AdminOutboxPage"), "AdminOutboxPage");
export const AdminMemoryPage = named(() => import("@/pages/admin-memory/AdminMemoryPage"), "AdminMemoryPage");
export const AdminRatingsPage = named(() => import("@/pages/admin-ratings/AdminRatingsPage"), "AdminRatingsPage");
export const AdminInboxPage = named(() => import("@/pages/admin-inbox/AdminInboxPage"), "AdminInboxPage");
export const AdminInboxMessagePage = named(
  () => import("@/pages/admin-inbox/AdminInboxMessagePage"),
  "AdminInboxMessagePage",
);
export const AdminJobsPage = named(() => import("@/pages/admin-jobs/AdminJobsPage"), "AdminJobsPage");
export const AdminPaymentsPage = named(() => import("@/pages/admin-payments/AdminPaymentsPage"), "AdminPaymentsPage");
export const AdminPayoutsPage = named(() => import("@/pages/admin-payouts/AdminPayoutsPage"), "AdminPayoutsPage");
export const AdminTermbasePage = named(() => import("@/pages/admin-termbase/AdminTermbasePage"), "AdminTermbasePage");

// Layouts that only signed-in areas need.
export const DashboardLayout = named(() => import("@/components/layout/DashboardLayout"), "DashboardLayout");
export const AdminLayout = named(() => import("@/components/layout/AdminLayout"), "AdminLayout");
export const TranslatorLayout = named(() => import("@/features/jobs/TranslatorLayout"), "TranslatorLayout");

// E-mail verification and translator invitations (docs/decisions/007-translator-invitations.md).
export const VerifyEmailPage = named(() => import("@/pages/verify-email/VerifyEmailPage"), "VerifyEmailPage");
export const AcceptTranslatorInvitationPage = named(
  () => import("@/pages/accept-translator-invitation/AcceptTranslatorInvitationPage"),
  "AcceptTranslatorInvitationPage",
);

// The header's account dropdown (Radix menu + positioning) and the toast region load right after first paint.
export const AccountMenu = named(() => import("@/components/layout/AccountMenu"), "AccountMenu");
// The phone menu (every link, the account links, sign-out) is hidden until its button is pressed: it loads after first paint.
export const MobileMenu = named(() => import("@/components/layout/MobileMenu"), "MobileMenu");
// The footer (contact details, business hours, their icons) is below the fold: it loads after first paint too.
export const SiteFooter = named(() => import("@/components/layout/SiteFooter"), "SiteFooter");
export const Toaster = named(() => import("@/components/ui/toaster"), "Toaster");

/**
 * Loads what a prerendered page renders lazily (its page, the account and phone menus, the footer, the toasts) so hydration
 * finds every component ready. `path` is without the language prefix.
 */
export function preloadPrerenderedPage(path: string): Promise<unknown> {
  const pages: Record<string, PreloadableComponent<object>> = {
    "/": HomePage,
    "/pricing": PricingPage,
    "/faq": FaqPage,
    "/about": AboutPage,
    "/contact": ContactPage,
    "/careers": CareersPage,
    "/blog": BlogPage,
    "/terms": TermsPage,
    "/privacy": PrivacyPage,
  };
  const page = path.startsWith("/blog/") ? BlogPostPage : pages[path];
  return Promise.all([
    page?.preload(),
    AccountMenu.preload(),
    MobileMenu.preload(),
    SiteFooter.preload(),
    Toaster.preload(),
  ]);
}
