import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v2";
/** HKDF context label; public by design, the secret is the master key. */
const HKDF_INFO = "inventory-sync/request-state/v2";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const STATE_TTL_MS = 5 * 60 * 1000;

export interface StateBinding {
  sub: string;
  tool: string;
  argsDigest: string;
}

export type Clock = () => number;

export class StateRejected extends Error {
  override name = "StateRejected";
}

const aad = (b: StateBinding) => Buffer.from(JSON.stringify([VERSION, b.sub, b.tool, b.argsDigest]), "utf8");

/**
 * AES-256-GCM sealed requestState. The payload is unreadable and tamper-evident for the
 * client; the binding (user, tool, argument digest) is authenticated as associated data.
 */
export class SealedStateBox {
  private constructor(
    private readonly key: Buffer,
    private readonly clock: Clock,
  ) {}

  static fromMasterKey(master: Buffer, clock: Clock = Date.now): SealedStateBox {
    if (master.length < 32) throw new Error("state master key must be at least 32 bytes");
    const key = Buffer.from(hkdfSync("sha256", master, Buffer.alloc(0), HKDF_INFO, 32));
    return new SealedStateBox(key, clock);
  }

  seal<T>(payload: T, binding: StateBinding): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(aad(binding));
    const plain = JSON.stringify({ p: payload, exp: this.clock() + STATE_TTL_MS });
    const ct = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return [VERSION, iv.toString("base64url"), ct.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
  }

  open<T>(token: string, binding: StateBinding): T {
    if (!token.startsWith(`${VERSION}.`)) throw new StateRejected("unsupported requestState version");
    const parts = token.split(".");
    if (parts.length !== 4) throw new StateRejected("malformed requestState");
    const iv = Buffer.from(parts[1]!, "base64url");
    const ct = Buffer.from(parts[2]!, "base64url");
    const tag = Buffer.from(parts[3]!, "base64url");
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new StateRejected("malformed requestState");

    let plain: string;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(aad(binding));
      decipher.setAuthTag(tag);
      plain = Buffer.concat([decipher.update(ct), decipher.final()]).toString("utf8");
    } catch {
      throw new StateRejected("requestState failed authentication");
    }

    const { p, exp } = JSON.parse(plain) as { p: T; exp: unknown };
    if (typeof exp !== "number" || exp <= this.clock()) throw new StateRejected("requestState expired");
    return p;
  }
}

function canonical(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
}

/** Stable digest of tool arguments, so a sealed state only fits the exact call it was issued for. */
export const argsDigest = (args: unknown): string => createHash("sha256").update(canonical(args)).digest("base64url");
