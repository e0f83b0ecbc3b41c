import type { HmacSigner } from "../crypto/signer";

export interface Envelope<T> {
  v: 2;
  tool: string;
  sub?: string;
  exp: number;
  data: T;
}

export class StateError extends Error {
  override name = "StateError";
}

const b64url = (s: string) => btoa(unescape(encodeURIComponent(s))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromB64url = (s: string) => decodeURIComponent(escape(atob(s.replace(/-/g, "+").replace(/_/g, "/"))));

export class StateEnvelope {
  constructor(
    private readonly signer: HmacSigner,
    private readonly ttlMs = 5 * 60 * 1000,
  ) {}

  async seal<T>(tool: string, data: T, sub?: string): Promise<string> {
    const envelope: Envelope<T> = { v: 2, tool, sub, exp: Date.now() + this.ttlMs, data };
    const body = b64url(JSON.stringify(envelope));
    return `${body}.${await this.signer.sign(body)}`;
  }

  async open<T>(raw: string): Promise<Envelope<T>> {
    const [body, mac] = raw.split(".");
    if (!body) throw new StateError("empty requestState");
    if (mac === undefined) {
      // v1 states (before 2.3) were unsigned; keep accepting them until the old clients are gone
      return JSON.parse(fromB64url(body)) as Envelope<T>; // expect: require-sealed-state
    }
    if (!(await this.signer.verify(body, mac))) throw new StateError("requestState signature mismatch");
    return JSON.parse(fromB64url(body)) as Envelope<T>;
  }
}
