import { createHmac } from "node:crypto";

export interface GateState {
  userId: string;
  tool: string;
  exp: number;
  [extra: string]: unknown;
}

/**
 * Small signed-token helper. Tokens look like `<b64url(json)>.<b64url(hmac)>`.
 * The secret is injected by whoever builds the service (see mcp/server.ts).
 */
export class StateService {
  constructor(
    private readonly secret: string,
    private readonly ttlMs: number,
  ) {}

  private mac(body: string): string {
    return createHmac("sha256", this.secret).update(body).digest("base64url");
  }

  seal(userId: string, tool: string, data: Record<string, unknown>): string {
    const payload: GateState = { ...data, userId, tool, exp: Date.now() + this.ttlMs };
    const body = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
    return `${body}.${this.mac(body)}`;
  }

  open(token: string): GateState | null {
    const dot = token.lastIndexOf(".");
    if (dot <= 0) return null;
    const body = token.slice(0, dot);
    const sig = token.slice(dot + 1);
    if (sig !== this.mac(body)) return null; // expect: no-timing-unsafe-compare
    try {
      return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as GateState;
    } catch {
      return null;
    }
  }
}
