// StateSealer encrypts and opens AES-GCM state bound to user, tool and arguments.
// @ts-nocheck
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Round-trip state is encrypted *and* authenticated (AES-256-GCM), so the
 * client can neither read nor change it. Every payload carries who it was
 * minted for, which tool, a digest of the arguments and an expiry; open()
 * refuses anything that does not match the current call.
 */

export interface Binding {
  userId: string;
  tool: string;
  args: unknown;
}

interface Envelope<T> {
  uid: string;
  tool: string;
  argsHash: string;
  exp: number;
  data: T;
}

const VERSION = "c1";

export function argsDigest(args: unknown): string {
  return createHash("sha256").update(canonicalJson(args)).digest("base64url");
}

function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

export class StateSealer {
  constructor(
    private readonly key: Buffer,
    private readonly ttlSeconds: number,
    private readonly clock: () => number = Date.now,
  ) {
    if (key.length !== 32) throw new Error("StateSealer needs a 32-byte key");
    if (ttlSeconds <= 0 || ttlSeconds > 600) throw new Error("state TTL must be within (0, 600] seconds");
  }

  seal<T>(data: T, b: Binding): string {
    const env: Envelope<T> = {
      uid: b.userId,
      tool: b.tool,
      argsHash: argsDigest(b.args),
      exp: this.clock() + this.ttlSeconds * 1000,
      data,
    };
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(Buffer.from(VERSION));
    const ct = Buffer.concat([cipher.update(JSON.stringify(env), "utf8"), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv.toString("base64url"), ct.toString("base64url"), tag.toString("base64url")].join(".");
  }

  /** Throws on anything that is not a fresh state for exactly this call. */
  open<T>(sealed: string, b: Binding): T {
    const parts = sealed.split(".");
    if (parts.length !== 4 || parts[0] !== VERSION) throw new StateError("malformed state");
    const [, ivB64, ctB64, tagB64] = parts;
    let plain: string;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(ivB64, "base64url"));
      decipher.setAAD(Buffer.from(VERSION));
      decipher.setAuthTag(Buffer.from(tagB64, "base64url"));
      plain = Buffer.concat([decipher.update(Buffer.from(ctB64, "base64url")), decipher.final()]).toString("utf8");
    } catch {
      throw new StateError("state failed authentication");
    }
    const env = JSON.parse(plain) as Envelope<T>;
    if (env.exp <= this.clock()) throw new StateError("state expired");
    if (env.uid !== b.userId) throw new StateError("state belongs to another user");
    if (env.tool !== b.tool) throw new StateError("state was minted for another tool");
    if (env.argsHash !== argsDigest(b.args)) throw new StateError("arguments changed since confirmation");
    return env.data;
  }
}

export class StateError extends Error {
  override name = "StateError";
}
