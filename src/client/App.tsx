import { Suspense, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Redirect, Route, Router, Switch } from "wouter";
import { splitLanguagePath, TURKISH_PREFIX } from "@shared/public-pages";
import { queryClient } from "@/lib/query-client";
import { AuthProvider } from "@/hooks/use-auth";
import { FullPageSpinner } from "@/components/ui/spinner";
import { PublicLayout } from "@/components/layout/PublicLayout";
import { TestModeBanner } from "@/components/layout/TestModeBanner";
import { ProtectedRoute } from "@/components/routing/ProtectedRoute";
import { DefaultDocumentTitle } from "@/features/site/DefaultDocumentTitle";
import { AdminRoute } from "@/components/routing/AdminRoute";
import { TranslatorRoute } from "@/components/routing/TranslatorRoute";
import { ScrollManager } from "@/components/routing/ScrollManager";
import { SkipLink } from "@/components/routing/SkipLink";
import { InteractiveMark } from "@/components/routing/InteractiveMark";
import * as P from "@/components/routing/lazy-pages";

// The toast region (Radix Toast) loads just after first paint; toasts raised before that are kept and shown.
const Toaster = P.Toaster;

const pub = (page: ReactNode) => <PublicLayout>{page}</PublicLayout>;
const customer = (page: ReactNode) => (
  <ProtectedRoute roles={["user"]}>
    <P.DashboardLayout>{page}</P.DashboardLayout>
  </ProtectedRoute>
);
const translator = (page: ReactNode) => (
  <TranslatorRoute>
    <P.TranslatorLayout>{page}</P.TranslatorLayout>
  </TranslatorRoute>
);
const admin = (page: ReactNode) => (
  <AdminRoute>
    <P.AdminLayout>{page}</P.AdminLayout>
  </AdminRoute>
);

/** The route table the spec lists (docs/customer-ui.md and docs/admin-ui.md list the screens). */
function AppRoutes() {
  return (
    <Switch>
      <Route path="/">{pub(<P.HomePage />)}</Route>
      <Route path="/pricing">{pub(<P.PricingPage />)}</Route>
      <Route path="/faq">{pub(<P.FaqPage />)}</Route>
      <Route path="/about">{pub(<P.AboutPage />)}</Route>
      <Route path="/careers">{pub(<P.CareersPage />)}</Route>
      <Route path="/blog">{pub(<P.BlogPage />)}</Route>
      <Route path="/blog/:slug">{pub(<P.BlogPostPage />)}</Route>
      <Route path="/contact">{pub(<P.ContactPage />)}</Route>
      <Route path="/terms">{pub(<P.TermsPage />)}</Route>
      <Route path="/privacy">{pub(<P.PrivacyPage />)}</Route>
      <Route path="/order">{pub(<P.OrderPage />)}</Route>
      <Route path="/coming-soon">
        <div id="main-content" tabIndex={-1} className="focus:outline-none">
          <P.ComingSoonPage />
        </div>
      </Route>

      <Route path="/auth">{pub(<P.AuthPage />)}</Route>
      <Route path="/admin/auth">{pub(<P.AdminAuthPage />)}</Route>
      <Route path="/admin/verify">{pub(<P.AdminVerifyPage />)}</Route>

      <Route path="/apply">{pub(<P.ApplyPage />)}</Route>
      <Route path="/translator-verification">{pub(<P.TranslatorVerificationPage />)}</Route>
      <Route path="/verify-translator-email/:token">{pub(<P.VerifyTranslatorEmailPage />)}</Route>
      <Route path="/translator-id-verification">{pub(<P.TranslatorIdVerificationPage />)}</Route>
      <Route path="/translator-application-confirmation">{pub(<P.TranslatorApplicationConfirmationPage />)}</Route>
      <Route path="/resend-verification">{pub(<P.ResendVerificationPage />)}</Route>
      <Route path="/set-password">{pub(<P.SetPasswordPage />)}</Route>
      <Route path="/forgot-password">{pub(<P.ForgotPasswordPage />)}</Route>
      <Route path="/reset-password">{pub(<P.ResetPasswordPage />)}</Route>
      <Route path="/data-export">{pub(<P.DataExportPage />)}</Route>
      <Route path="/verify/:code">{pub(<P.VerifyCertificatePage />)}</Route>
      <Route path="/track/:token">{pub(<P.TrackOrderPage />)}</Route>
      <Route path="/verify-email">{pub(<P.VerifyEmailPage />)}</Route>
      <Route path="/accept-translator-invitation">{pub(<P.AcceptTranslatorInvitationPage />)}</Route>

      <Route path="/dashboard">{customer(<P.DashboardPage />)}</Route>
      <Route path="/dashboard/orders">{customer(<P.OrdersPage />)}</Route>
      <Route path="/dashboard/orders/new">{customer(<P.NewOrderPage />)}</Route>
      <Route path="/dashboard/orders/:id">{customer(<P.OrderDetailsPage />)}</Route>
      <Route path="/dashboard/uploads">{customer(<P.DocumentsPage />)}</Route>
      <Route path="/dashboard/payments">{customer(<P.PaymentsPage />)}</Route>
      <Route path="/dashboard/settings">{customer(<P.SettingsPage />)}</Route>
      <Route path="/dashboard/download/:id">{customer(<P.DownloadPage />)}</Route>
      <Route path="/dashboard/upload/:orderId">{customer(<P.UploadPage />)}</Route>
      <Route path="/upload/:orderId">
        {(params) => <Redirect to={`/dashboard/upload/${params.orderId}`} replace />}
      </Route>
      <Route path="/checkout/:orderId">{customer(<P.CheckoutPage />)}</Route>

      <Route path="/translator">{translator(<P.TranslatorPortalPage />)}</Route>
      <Route path="/translator/jobs/:id">{translator(<P.TranslatorJobPage />)}</Route>
      <Route path="/translator/jobs/:id/documents/:documentId/editor">{translator(<P.TranslatorEditorPage />)}</Route>
      <Route path="/translator/offers/:id">{translator(<P.TranslatorOfferPage />)}</Route>
      <Route path="/translator/earnings">{translator(<P.TranslatorEarningsPage />)}</Route>
      <Route path="/translator/profile">{translator(<P.TranslatorProfilePage />)}</Route>

      <Route path="/admin/dashboard">{admin(<P.AdminDashboardPage />)}</Route>
      <Route path="/admin/orders">{admin(<P.AdminOrdersPage />)}</Route>
      <Route path="/admin/orders/:id">{admin(<P.AdminOrderDetailsPage />)}</Route>
      <Route path="/admin/users">{admin(<P.AdminUsersPage />)}</Route>
      <Route path="/admin/translators">{admin(<P.AdminTranslatorsPage />)}</Route>
      <Route path="/admin/settings">{admin(<P.AdminSettingsPage />)}</Route>
      <Route path="/admin/ratings">{admin(<P.AdminRatingsPage />)}</Route>
      <Route path="/admin/inbox">{admin(<P.AdminInboxPage />)}</Route>
      <Route path="/admin/inbox/:id">{admin(<P.AdminInboxMessagePage />)}</Route>
      <Route path="/admin/outbox">{admin(<P.AdminOutboxPage />)}</Route>
      <Route path="/admin/memory">{admin(<P.AdminMemoryPage />)}</Route>
      <Route path="/admin/jobs">{admin(<P.AdminJobsPage />)}</Route>
      <Route path="/admin/payments">{admin(<P.AdminPaymentsPage />)}</Route>
      <Route path="/admin/payouts">{admin(<P.AdminPayoutsPage />)}</Route>
      <Route path="/admin/termbase">{admin(<P.AdminTermbasePage />)}</Route>

      <Route>{pub(<P.NotFoundPage />)}</Route>
    </Switch>
  );
}

/**
 * `ssrPath` is the page being prerendered (docs/decisions/015-prerendering.md, src/client/entry-server.tsx); in the browser the location
 * comes from window.location. Under /tr every route is mounted below a /tr base, so links stay in Turkish.
 */
export function App({ ssrPath }: { ssrPath?: string } = {}) {
  const { language } = splitLanguagePath(ssrPath ?? window.location.pathname);
  return (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath} base={language === "tr" ? TURKISH_PREFIX : ""}>
        <AuthProvider>
          <SkipLink />
          <TestModeBanner />
          <ScrollManager />
          <DefaultDocumentTitle />
          <Suspense fallback={<FullPageSpinner label="Loading..." />}>
            <AppRoutes />
            <InteractiveMark />
          </Suspense>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </AuthProvider>
      </Router>
    </QueryClientProvider>
  );
}
