import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
import { nowMs } from "../lib/clock.js";

export class StateError extends Error {
  override name = "StateError";
}

export interface Envelope<T> {
  data: T;
  sub: string;
  tool: string;
  expiresAt: number;
}

/**
 * Signs the requestState we hand to clients between rounds. One instance per process,
 * shared by every tool through the ToolContext.
 */
export class StateVault {
  constructor(
    private readonly secret: string,
    private readonly ttlMs: number,
  ) {}

  seal<T>(data: T, sub: string, tool: string): string {
    const envelope: Envelope<T> = { data, sub, tool, expiresAt: nowMs() + this.ttlMs };
    const body = Buffer.from(JSON.stringify(envelope), "utf8").toString("base64url");
    return `${body}.${this.sign(body)}`;
  }

  open<T>(token: string): Envelope<T> {
    const dot = token.lastIndexOf(".");
    if (dot <= 0) throw new StateError("malformed requestState");
    const body = token.slice(0, dot);
    const signature = token.slice(dot + 1);
    if (signature !== this.sign(body)) throw new StateError("requestState signature mismatch"); // expect: no-timing-unsafe-compare
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Envelope<T>;
  }

  private sign(body: string): string {
    return createHmac("sha256", this.secret).update(body).digest("base64url");
  }
}

/**
 * Memo drafts travel through the client while the user dictates them line by line.
 * Product asked that drafts not be readable in client-side logs, so we encrypt them.
 */
export function createDraftCipher(keyHex: string) {
  const key = Buffer.from(keyHex, "hex");
  if (key.length !== 32) throw new Error("LEDGER_DRAFT_KEY must be 32 bytes of hex");

  return {
    encrypt(draft: unknown): string {
      const iv = randomBytes(16);
      const cipher = createCipheriv("aes-256-cbc", key, iv);
      const ct = Buffer.concat([cipher.update(JSON.stringify(draft), "utf8"), cipher.final()]);
      return `${iv.toString("base64url")}.${ct.toString("base64url")}`;
    },

    decrypt<T>(token: string): T {
      const [iv, ct] = token.split(".");
      if (!iv || !ct) throw new Error("malformed draft state");
      const decipher = createDecipheriv("aes-256-cbc", key, Buffer.from(iv, "base64url"));
      const pt = Buffer.concat([decipher.update(Buffer.from(ct, "base64url")), decipher.final()]);
      return JSON.parse(pt.toString("utf8")) as T;
    },
  };
}

export type DraftCipher = ReturnType<typeof createDraftCipher>;
