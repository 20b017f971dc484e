import { expect, it } from "vitest";
import { db } from "../../db/client.server.ts";
import { registerUser } from "../../app/models/users.server.ts";

it("makes exactly one admin when the first registrations arrive together", async () => {
  const users = await Promise.all(
    Array.from({ length: 6 }, (_, i) => registerUser(db(), { email: `racer${i}@example.com`, fullName: `Racer ${i}`, password: "correct horse" })),
  );
  expect(users.filter((user) => user.role === "admin")).toHaveLength(1);
});
