import { useEffect } from "react";
import type { SettingCategory } from "@shared/enums";
import type { AdminSetting } from "@shared/schemas/settings";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PageHeader } from "@/components/common/PageHeader";
import { toast } from "@/hooks/use-toast";
import { AdminPasswordCard } from "@/features/admin/settings/AdminPasswordCard";
import { MachineTranslationCard } from "@/features/admin/settings/MachineTranslationCard";
import { PricingSettings } from "@/features/admin/pricing/PricingSettings";
import { PayDefaultsSettings } from "@/features/translator-pay/PayDefaultsSettings";
import { SaveBar } from "@/features/admin/settings/SaveBar";
import { SettingsList } from "@/features/admin/settings/SettingsList";
import { useAdminSettings, useSettingsDrafts } from "@/features/admin/settings/use-settings-drafts";

const LOAD_ERROR = "An error occurred while loading settings. Please try again.";

// The spec's Settings tabs (docs/settings.md). 'notification' settings (none are seeded today) sit with the e-mail ones.
const TABS: { value: string; label: string; description: string; categories: SettingCategory[] }[] = [
  {
    value: "general",
    label: "General Settings",
    description: "Company details shown on the site and in e-mails, and the most words one order may hold.",
    categories: ["general"],
  },
  { value: "security", label: "Security", description: "How administrators sign in.", categories: ["security"] },
  {
    value: "email",
    label: "Email",
    description: "Sender details and which e-mails are sent.",
    categories: ["email", "notification"],
  },
  { value: "payment", label: "Payment", description: "Receipts and the card provider.", categories: ["payment"] },
];

// The price catalog has its own editor (PUT /api/admin/pricing), not key/value settings.
const PRICING_TAB = "pricing";
/** Stored as settings, edited on the Pricing tab only (in dollars there, cents here would invite mistakes). */
const PRICING_SETTING_KEYS = new Set(["notarization_cents", "extra_copy_cents", "minimum_order_cents"]);
/** Edited on its own card on the Security tab, which says where customer text goes (docs/workbench.md). */
const CARD_SETTING_KEYS = new Set(["machine_pretranslation"]);
/** Edited on the Translator pay tab (docs/translators.md, "Pay"). */
const TRANSLATOR_PAY_SETTING = /^translator_(rate_|rush_|offer_)/;

const NO_SETTINGS: AdminSetting[] = [];

/** /admin/settings: settings by tab, saved together; the Security tab also changes the admin's password. */
export function AdminSettingsPage() {
  const { data, isLoading, isError } = useAdminSettings();
  const settings = data ?? NO_SETTINGS;
  const drafts = useSettingsDrafts(settings);

  useEffect(() => {
    if (isError) toast({ title: "Error", description: LOAD_ERROR, variant: "destructive" });
  }, [isError]);

  return (
    <div>
      <PageHeader title="System Settings" description="Changes apply as soon as they are saved." />
      <Tabs defaultValue="general">
        <div>
          <TabsList
            aria-label="Settings sections"
            className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-auto"
          >
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
            <TabsTrigger value={PRICING_TAB}>Pricing</TabsTrigger>
            <TabsTrigger value="translator-pay">Translator pay</TabsTrigger>
          </TabsList>
        </div>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-4 space-y-6">
            {isLoading ? (
              <Spinner label="Loading settings..." />
            ) : isError ? (
              <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-destructive">
                {LOAD_ERROR}
              </p>
            ) : (
              <SettingsList
                title={tab.label}
                description={tab.description}
                settings={settings.filter(
                  (setting) =>
                    tab.categories.includes(setting.category) &&
                    !PRICING_SETTING_KEYS.has(setting.key) &&
                    !CARD_SETTING_KEYS.has(setting.key) &&
                    !TRANSLATOR_PAY_SETTING.test(setting.key),
                )}
                valueOf={drafts.valueOf}
                onChange={drafts.setDraft}
                disabled={drafts.isSaving}
              />
            )}
            {tab.value === "security" && <MachineTranslationCard />}
            {tab.value === "security" && <AdminPasswordCard />}
          </TabsContent>
        ))}
        <TabsContent value={PRICING_TAB} className="mt-4">
          <PricingSettings />
        </TabsContent>
        <TabsContent value="translator-pay" className="mt-4">
          <PayDefaultsSettings />
        </TabsContent>
      </Tabs>
      {drafts.changed.length > 0 && (
        <SaveBar
          count={drafts.changed.length}
          onSave={() => void drafts.save()}
          onDiscard={drafts.discard}
          isSaving={drafts.isSaving}
        />
      )}
    </div>
  );
}
