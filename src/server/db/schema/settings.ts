import { boolean, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { settingCategoryEnum } from "./enums";
import { users } from "./users";

export const settings = pgTable("settings", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  /** Always a string; switches hold 'true' or 'false'. */
  value: text("value").notNull(),
  description: text("description"),
  category: settingCategoryEnum("category").notNull().default("general"),
  isSecret: boolean("is_secret").notNull().default(false),
  updatedBy: integer("updated_by").references(() => users.id),
  ...timestamps,
});
