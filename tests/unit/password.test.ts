import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../app/services/password.server.ts";

describe("password hashing", () => {
  it("hashes with argon2id at OWASP's parameters", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("correct horse");
    expect(await verifyPassword(hash, "correct horse")).toBe(true);
    expect(await verifyPassword(hash, "Correct horse")).toBe(false);
  });

  it("treats a malformed hash as a mismatch, not a crash", async () => {
    expect(await verifyPassword("not-a-hash", "anything")).toBe(false);
  });
});
