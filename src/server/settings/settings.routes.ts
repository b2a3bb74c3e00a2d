import type { FastifyPluginAsync } from "fastify";
import { adminSettingListSchema, adminSettingSchema, updateSettingSchema } from "../../shared/schemas/settings";
import {
  machineTranslationSettingSchema,
  updateMachineTranslationSchema,
} from "../../shared/schemas/machine-translation";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { listSettings } from "./list-settings";
import { updateSetting } from "./update-setting";
import { viewerOf } from "../auth/viewer";
import { readMachineTranslationSetting, updateMachineTranslationSetting } from "./machine-translation-setting";

/** System Settings (docs/settings.md). Registered from admin.routes.ts, so it sits with the other /api/admin routes. */
export const adminSettingsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  // Machine pre-translation may be on only where DEEPL_API_KEY is set (docs/workbench.md, "Machine pre-translation").
  const keyConfigured = Boolean(config.deepl.apiKey);

  app.get("/api/admin/settings", { preHandler: requireAdmin, schema: answers(200, adminSettingListSchema) }, async () =>
    listSettings({ db }),
  );

  app.put<{ Params: { id: string } }>(
    "/api/admin/settings/:id",
    { preHandler: requireAdmin, schema: answers(200, adminSettingSchema) },
    async (request) => {
      const settingId = parseId(request.params.id, "setting");
      const { value } = parseInput(updateSettingSchema, request.body);
      return updateSetting({
        db,
        settingId,
        value,
        adminId: viewerOf(request).userId,
        machineTranslationConfigured: keyConfigured,
      });
    },
  );

  app.get(
    "/api/admin/machine-translation",
    { preHandler: requireAdmin, schema: answers(200, machineTranslationSettingSchema) },
    async () => readMachineTranslationSetting({ db, keyConfigured }),
  );

  app.put(
    "/api/admin/machine-translation",
    { preHandler: requireAdmin, schema: answers(200, machineTranslationSettingSchema) },
    async (request) => {
      const { enabled } = parseInput(updateMachineTranslationSchema, request.body);
      return updateMachineTranslationSetting({ db, enabled, keyConfigured, adminId: viewerOf(request).userId });
    },
  );
};
