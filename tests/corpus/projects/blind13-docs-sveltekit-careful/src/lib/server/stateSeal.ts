import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { env } from "$env/dynamic/private";

/**
 * 32 random bytes, base64. Generated with `openssl rand -base64 32` and stored in the
 * deployment's secret store. We refuse to boot without it rather than fall back.
 */
function loadStateKey(): Buffer {
  const key = Buffer.from(env.DOCS_STATE_KEY ?? "", "base64");
  if (key.length !== 32) {
    throw new Error("DOCS_STATE_KEY must be 32 bytes of base64; refusing to start");
  }
  return key;
}

const STATE_KEY = loadStateKey();

/** Five minutes is plenty for a person to answer one form. */
export const STATE_TTL_MS = 5 * 60 * 1000;
const VERSION = "s1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Binding {
  userId: string;
  tool: string;
}

interface Envelope<T> {
  exp: number;
  data: T;
}

/** Canonical digest of tool arguments, used to pin a confirmation to the exact call. */
export function argsDigest(args: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return createHash("sha256").update(canonical).digest("base64url");
}

const aad = ({ userId, tool }: Binding) => Buffer.from(`${VERSION}\u0000${userId}\u0000${tool}`, "utf8");

/**
 * AES-256-GCM. The user and tool go in as additional data, so a state minted for one
 * (user, tool) pair does not even decrypt for another; expiry lives inside the ciphertext.
 */
export function seal<T>(data: T, binding: Binding, now = Date.now()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", STATE_KEY, iv);
  cipher.setAAD(aad(binding));
  const envelope: Envelope<T> = { exp: now + STATE_TTL_MS, data };
  const body = Buffer.concat([cipher.update(JSON.stringify(envelope), "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

export class StateError extends Error {}

export function open<T>(token: string, binding: Binding, now = Date.now()): T {
  if (!token.startsWith(`${VERSION}.`)) throw new StateError("unsupported requestState format");
  const encoded = token.slice(VERSION.length + 1);
  const raw = Buffer.from(encoded, "base64url");
  // Reject non-canonical base64url so that every character of the token is significant.
  if (raw.toString("base64url") !== encoded) throw new StateError("malformed requestState");
  if (raw.length <= IV_BYTES + TAG_BYTES) throw new StateError("requestState too short");

  const decipher = createDecipheriv("aes-256-gcm", STATE_KEY, raw.subarray(0, IV_BYTES));
  decipher.setAAD(aad(binding));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));

  let envelope: Envelope<T>;
  try {
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    envelope = JSON.parse(plain.toString("utf8"));
  } catch {
    throw new StateError("requestState failed authentication");
  }
  if (typeof envelope.exp !== "number" || envelope.exp <= now) throw new StateError("requestState expired");
  return envelope.data;
}
