import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { requireSetting } from "../config.server.ts";

// Secrets at rest (API tokens): AES-256-GCM under a key derived from APP_SECRET.
// Stored as text `v1.<iv>.<tag>.<ciphertext>` (base64url); the version names the
// key derivation and cipher, so a later scheme can read the old rows.

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
// A fixed label: the same APP_SECRET also signs cookies, and this keeps the two keys apart.
const KEY_INFO = "orderbench secrets v1 aes-256-gcm";

export class SecretUnreadableError extends Error {
  constructor(reason: string) {
    super(`The stored secret cannot be read: ${reason}`);
  }
}

const keys = new Map<string, Buffer>();

function keyFor(appSecret: string): Buffer {
  let key = keys.get(appSecret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", appSecret, Buffer.alloc(0), KEY_INFO, 32));
    keys.set(appSecret, key);
  }
  return key;
}

/**
 * Encrypts a secret. `context` (for example "settings:<userId>:dispatch_token") is
 * authenticated but not stored: a ciphertext copied to another row or user does not decrypt.
 */
export function encryptSecret(plaintext: string, context: string, appSecret = requireSetting("APP_SECRET")): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFor(appSecret), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ciphertext.toString("base64url")].join(".");
}

/** Decrypts what encryptSecret wrote; throws SecretUnreadableError when it was altered, moved or keyed otherwise. */
export function decryptSecret(stored: string, context: string, appSecret = requireSetting("APP_SECRET")): string {
  const parts = stored.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretUnreadableError("unknown format");
  const [, iv, tag, ciphertext] = parts.map((part) => Buffer.from(part, "base64url"));
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretUnreadableError("unknown format");
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(appSecret), iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretUnreadableError("it was altered, or APP_SECRET changed since it was saved");
  }
}
