import type { AdminSetting } from "@shared/schemas/settings";
import { SETTING_VALUE_MAX } from "@shared/schemas/settings";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { titleCaseKey } from "@/features/admin/format";

type Props = { setting: AdminSetting; value: string; onChange: (value: string) => void; disabled?: boolean };

/** One setting: its title-cased key, description, and a Switch ('true'/'false') or an input. */
export function SettingField({ setting, value, onChange, disabled }: Props) {
  const id = `setting-${setting.key}`;
  const descriptionId = `${id}-description`;
  const description = [
    setting.description,
    setting.isSecret
      ? "Stored secrets are never shown. Keep the dots to leave it unchanged, or clear the field to remove it."
      : null,
  ]
    .filter(Boolean)
    .join(" ");

  if (setting.kind === "switch") {
    return (
      <div className="flex items-start justify-between gap-4 py-4">
        <div className="space-y-1">
          <Label htmlFor={id}>{titleCaseKey(setting.key)}</Label>
          {description && (
            <p id={descriptionId} className="text-sm text-muted-foreground">
              {description}
            </p>
          )}
        </div>
        <Switch
          id={id}
          checked={value === "true"}
          onCheckedChange={(checked) => onChange(String(checked))}
          aria-describedby={description ? descriptionId : undefined}
          disabled={disabled}
        />
      </div>
    );
  }

  return (
    <div className="grid gap-2 py-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:gap-6">
      <div className="space-y-1">
        <Label htmlFor={id}>{titleCaseKey(setting.key)}</Label>
        {description && (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      <Input
        id={id}
        type={setting.isSecret ? "password" : setting.kind === "email" ? "email" : "text"}
        autoComplete={setting.isSecret ? "new-password" : "off"}
        value={value}
        maxLength={SETTING_VALUE_MAX}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={description ? descriptionId : undefined}
        placeholder={setting.isSecret && !setting.hasValue ? "Not set" : undefined}
        disabled={disabled}
      />
    </div>
  );
}
