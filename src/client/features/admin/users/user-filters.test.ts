import { describe, expect, it } from "vitest";
import type { AdminUser } from "@shared/schemas/admin";
import { countUsers, filterUsers } from "./user-filters";

const user = (id: number, role: string, extra: Partial<AdminUser> = {}): AdminUser => ({
  id,
  username: `user${id}`,
  email: `user${id}@example.com`,
  firstName: null,
  lastName: null,
  role: role as AdminUser["role"],
  disabled: false,
  language: "en",
  emailVerified: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  orderCount: 0,
  ...extra,
});

const users = [user(1, "admin"), user(2, "USER", { firstName: "Ayşe", lastName: "Yılmaz" }), user(3, "translator"), user(4, "user", { email: "mehmet@corp.com" })];

describe("Customers filters", () => {
  it("puts translators under All Users only and compares roles case-insensitively", () => {
    expect(filterUsers(users, "all", "").map((u) => u.id)).toEqual([1, 2, 3, 4]);
    expect(filterUsers(users, "admins", "").map((u) => u.id)).toEqual([1]);
    expect(filterUsers(users, "users", "").map((u) => u.id)).toEqual([2, 4]);
  });

  it("searches username, email, first and last name", () => {
    expect(filterUsers(users, "all", "yıl").map((u) => u.id)).toEqual([2]);
    expect(filterUsers(users, "all", "CORP").map((u) => u.id)).toEqual([4]);
    expect(filterUsers(users, "all", "user3").map((u) => u.id)).toEqual([3]);
    expect(filterUsers(users, "admins", "ayşe")).toEqual([]);
  });

  it("counts total, administrators and regular users", () => {
    expect(countUsers(users)).toEqual({ total: 4, admins: 1, regular: 2 });
  });
});
