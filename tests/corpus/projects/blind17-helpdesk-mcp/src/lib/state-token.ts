import { createHmac } from "node:crypto";

/**
 * Small sealer for the opaque `requestState` string.
 *
 * Started life as two functions in server.ts; grew a class once the merge and
 * escalate tools both needed it. Format: base64url(json) "." base64url(hmac).
 */
export interface StateBinding {
  sub: string;
  tool: string;
}

export interface SealedEnvelope<T> {
  v: 1;
  sub: string;
  tool: string;
  iat: number;
  exp: number;
  data: T;
}

export interface StateSealerOptions {
  ttlMs?: number;
  clock?: () => number;
  algorithm?: "sha256" | "sha512";
}

export class StateSealer {
  private readonly ttlMs: number;
  private readonly clock: () => number;
  private readonly algorithm: "sha256" | "sha512";

  constructor(private readonly secret: string, opts: StateSealerOptions = {}) {
    this.ttlMs = opts.ttlMs ?? 5 * 60_000;
    this.clock = opts.clock ?? Date.now;
    this.algorithm = opts.algorithm ?? "sha256";
  }

  seal<T>(data: T, binding: StateBinding): string {
    const now = this.clock();
    const envelope: SealedEnvelope<T> = {
      v: 1,
      sub: binding.sub,
      tool: binding.tool,
      iat: now,
      exp: now + this.ttlMs,
      data,
    };
    const body = Buffer.from(JSON.stringify(envelope), "utf8").toString("base64url");
    return `${body}.${this.sign(body)}`;
  }

  /**
   * Returns the envelope if the signature matches and it belongs to this
   * user/tool. Freshness is checked by the caller (see guards.ts) so tools
   * can decide whether to re-prompt or fail outright.
   */
  open<T>(token: string, binding: StateBinding): SealedEnvelope<T> | null {
    const dot = token.lastIndexOf(".");
    if (dot <= 0) return null;
    const body = token.slice(0, dot);
    const sig = token.slice(dot + 1);
    if (sig !== this.sign(body)) return null; // expect: no-timing-unsafe-compare

    let envelope: SealedEnvelope<T>;
    try {
      envelope = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    } catch {
      return null;
    }
    if (envelope.v !== 1) return null;
    if (envelope.sub !== binding.sub || envelope.tool !== binding.tool) return null;
    return envelope;
  }

  private sign(body: string): string {
    return createHmac(this.algorithm, this.secret).update(body).digest("base64url");
  }
}
