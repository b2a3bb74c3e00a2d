import type { AdminSetting } from "@shared/schemas/settings";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SettingField } from "@/features/admin/settings/SettingField";

type Props = {
  title: string;
  description: string;
  settings: AdminSetting[];
  valueOf: (setting: AdminSetting) => string;
  onChange: (setting: AdminSetting, value: string) => void;
  disabled?: boolean;
};

/** The settings of one tab. */
export function SettingsList({ title, description, settings, valueOf, onChange, disabled }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-base font-semibold">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No settings in this section.</p>
        ) : (
          <div className="divide-y">
            {settings.map((setting) => (
              <SettingField
                key={setting.id}
                setting={setting}
                value={valueOf(setting)}
                onChange={(value) => onChange(setting, value)}
                disabled={disabled}
              />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
