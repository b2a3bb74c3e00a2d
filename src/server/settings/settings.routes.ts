import type { FastifyPluginAsync } from "fastify";
import { adminSettingListSchema, adminSettingSchema, updateSettingSchema } from "../../shared/schemas/settings";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { listSettings } from "./list-settings";
import { updateSetting } from "./update-setting";
import { viewerOf } from "../auth/viewer";

/** System Settings (docs/settings.md). Registered from admin.routes.ts, so it sits with the other /api/admin routes. */
export const adminSettingsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get("/api/admin/settings", { preHandler: requireAdmin, schema: answers(200, adminSettingListSchema) }, async () =>
    listSettings({ db }),
  );

  app.put<{ Params: { id: string } }>(
    "/api/admin/settings/:id",
    { preHandler: requireAdmin, schema: answers(200, adminSettingSchema) },
    async (request) => {
      const settingId = parseId(request.params.id, "setting");
      const { value } = parseInput(updateSettingSchema, request.body);
      return updateSetting({ db, settingId, value, adminId: viewerOf(request).userId });
    },
  );
};
