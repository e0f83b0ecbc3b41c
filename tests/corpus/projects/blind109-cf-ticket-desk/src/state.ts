// Seals and opens HMAC-signed request state bound to a user, a tool and an expiry time.
// @ts-nocheck
import { b64urlDecodeText, b64urlEncodeText } from "./crypto/b64.js";
import { hmacHex } from "./crypto/hmac.js";
import { stateKey, type Env } from "./env.js";

const VERSION = "v1";
const TTL_MS = 5 * 60 * 1000;

export interface Binding {
  user: string;
  tool: string;
}

interface Envelope<T> {
  d: T;
  u: string;
  t: string;
  exp: number;
}

/** Signs the state we park with the client between rounds: v1.<body>.<hex mac> */
export class StateSealer {
  constructor(
    private readonly env: Env,
    private readonly now: () => number = Date.now,
  ) {}

  async seal<T>(data: T, binding: Binding): Promise<string> {
    const envelope: Envelope<T> = { d: data, u: binding.user, t: binding.tool, exp: this.now() + TTL_MS };
    const body = b64urlEncodeText(JSON.stringify(envelope));
    const mac = await hmacHex(await stateKey(this.env), `${VERSION}.${body}`);
    return `${VERSION}.${body}.${mac}`;
  }

  async open<T>(token: string | undefined, binding: Binding): Promise<T | null> {
    if (!token) return null;
    const [version, body, mac] = token.split(".");
    if (version !== VERSION || !body || !mac) return null;
    const expected = await hmacHex(await stateKey(this.env), `${version}.${body}`);
    if (expected !== mac) return null; // expect: no-timing-unsafe-compare
    const envelope = JSON.parse(b64urlDecodeText(body)) as Envelope<T>;
    if (envelope.u !== binding.user || envelope.t !== binding.tool) return null;
    if (envelope.exp < this.now()) return null;
    return envelope.d;
  }
}
