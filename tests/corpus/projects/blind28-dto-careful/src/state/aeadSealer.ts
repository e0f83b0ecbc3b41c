import { createCipheriv, createDecipheriv, randomBytes } from "crypto";
import { inject, singleton } from "tsyringe";
import { CLOCK, STATE_KEY, type Clock } from "../config/tokens";

export const STATE_TTL_MS = 5 * 60 * 1000;
const VERSION = "v1";

export interface StateBinding {
  sub: string;
  tool: string;
}

/**
 * AES-256-GCM sealed requestState. The binding (user + tool) is authenticated as
 * AAD, and the expiry lives inside the ciphertext. Contents are confidential,
 * so short-lived upstream tokens may ride along.
 */
@singleton()
export class AeadSealer {
  constructor(
    @inject(STATE_KEY) private readonly key: Buffer,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  private aad({ sub, tool }: StateBinding): Buffer {
    return Buffer.from(`${VERSION}\n${sub}\n${tool}`, "utf8");
  }

  seal(payload: object, binding: StateBinding): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(this.aad(binding));
    const plaintext = JSON.stringify({ ...payload, exp: this.clock.now() + STATE_TTL_MS });
    const ct = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, ct, tag].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
  }

  /** Plain object on success, undefined when tampered with, expired or bound elsewhere. */
  open(token: string, binding: StateBinding): Record<string, unknown> | undefined {
    if (!token.startsWith(`${VERSION}.`)) return undefined;
    const [, ivText, ctText, tagText] = token.split(".");
    if (!ivText || !ctText || !tagText) return undefined;
    const iv = Buffer.from(ivText, "base64url");
    const tag = Buffer.from(tagText, "base64url");
    if (iv.length !== 12 || tag.length !== 16) return undefined;

    let plain: Record<string, unknown>;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, iv);
      decipher.setAAD(this.aad(binding));
      decipher.setAuthTag(tag);
      const pt = Buffer.concat([decipher.update(Buffer.from(ctText, "base64url")), decipher.final()]);
      plain = JSON.parse(pt.toString("utf8"));
    } catch {
      return undefined;
    }
    if (typeof plain.exp !== "number" || plain.exp <= this.clock.now()) return undefined;
    return plain;
  }
}
