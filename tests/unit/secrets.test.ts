import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret, SecretUnreadableError } from "../../app/services/secrets.server.ts";

const KEY = "unit-test-app-secret-that-is-long-enough-0123456789";
const CONTEXT = "settings:user-1:dispatch_token";

/** Flips one bit of the base64url part at `index` (1 = IV, 2 = tag, 3 = ciphertext). */
function tamper(stored: string, index: number): string {
  const parts = stored.split(".");
  const bytes = Buffer.from(parts[index], "base64url");
  bytes[0] ^= 0x01;
  parts[index] = bytes.toString("base64url");
  return parts.join(".");
}

describe("secrets at rest", () => {
  it("round-trip, Unicode included, in a versioned text format that does not contain the secret", () => {
    for (const secret of ["shpat_0123456789abcdef", "ünïcødé 🔑 token", "x"]) {
      const stored = encryptSecret(secret, CONTEXT, KEY);
      expect(stored).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
      if (secret.length > 4) expect(stored).not.toContain(secret);
      expect(decryptSecret(stored, CONTEXT, KEY)).toBe(secret);
    }
  });

  it("use a fresh random IV each time, so equal secrets do not look equal", () => {
    const first = encryptSecret("same-token", CONTEXT, KEY);
    const second = encryptSecret("same-token", CONTEXT, KEY);
    expect(first).not.toBe(second);
    expect(first.split(".")[1]).not.toBe(second.split(".")[1]);
    expect(decryptSecret(first, CONTEXT, KEY)).toBe(decryptSecret(second, CONTEXT, KEY));
  });

  it("detect tampering with the IV, the tag or the ciphertext", () => {
    const stored = encryptSecret("sk_live_secret", CONTEXT, KEY);
    for (const part of [1, 2, 3]) {
      expect(() => decryptSecret(tamper(stored, part), CONTEXT, KEY)).toThrow(SecretUnreadableError);
    }
  });

  it("refuse a ciphertext moved to another row or user, or read with another APP_SECRET", () => {
    const stored = encryptSecret("sk_live_secret", CONTEXT, KEY);
    expect(() => decryptSecret(stored, "settings:user-2:dispatch_token", KEY)).toThrow(SecretUnreadableError);
    expect(() => decryptSecret(stored, "settings:user-1:shopify_access_token", KEY)).toThrow(SecretUnreadableError);
    expect(() => decryptSecret(stored, CONTEXT, `${KEY}-rotated`)).toThrow(/APP_SECRET changed/);
  });

  it("refuse unknown formats and versions", () => {
    const stored = encryptSecret("token", CONTEXT, KEY);
    expect(() => decryptSecret(stored.replace(/^v1/, "v2"), CONTEXT, KEY)).toThrow(/unknown format/);
    expect(() => decryptSecret("plaintext-token", CONTEXT, KEY)).toThrow(SecretUnreadableError);
    expect(() => decryptSecret("v1.AAAA.BBBB.CCCC", CONTEXT, KEY)).toThrow(/unknown format/);
  });
});
