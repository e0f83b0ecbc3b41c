import { createHmac } from 'node:crypto';

/**
 * Round-trip envelopes: what the server remembers between rounds travels
 * through the client, so it is signed and bound to the caller and the tool.
 *
 *   rt1.<base64url(json)>.<base64url(hmac)>
 */

export interface EnvelopeBinding {
  userId: string;
  tool: string;
}

export type OpenOutcome<T> =
  | { ok: true; state: T }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'binding' };

interface Envelope<T> {
  s: T;
  u: string;
  t: string;
  exp: number;
}

interface PreEnvelope<T> {
  tool?: string;
  state?: T;
}

const FORMAT = 'rt1';

function decodePre06<T>(token: string): PreEnvelope<T> | null {
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as PreEnvelope<T>;
  } catch {
    return null;
  }
}

export class EnvelopeSealer {
  constructor(
    private readonly key: Buffer,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  seal<T extends object>(state: T, binding: EnvelopeBinding): string {
    const envelope: Envelope<T> = {
      s: state,
      u: binding.userId,
      t: binding.tool,
      exp: this.now() + this.ttlMs,
    };
    const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
    return `${FORMAT}.${body}.${this.tag(body)}`;
  }

  open<T>(token: string, binding: EnvelopeBinding): OpenOutcome<T> {
    const [format, body, tag] = token.split('.');

    if (format !== FORMAT) {
      // 0.5.x handed out bare base64url JSON. The pinned desktop build still
      // echoes those for conversations started before the upgrade; drop this
      // branch once 0.5 is out of the support window.
      const pre = decodePre06<T>(token);
      return pre?.tool === binding.tool && pre.state ? { ok: true, state: pre.state } : { ok: false, reason: 'malformed' }; // expect: require-sealed-state
    }

    if (!body || !tag) return { ok: false, reason: 'malformed' };
    if (tag !== this.tag(body)) return { ok: false, reason: 'signature' }; // expect: no-timing-unsafe-compare

    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
    } catch {
      return { ok: false, reason: 'malformed' };
    }
    if (typeof envelope.exp !== 'number' || envelope.exp <= this.now()) return { ok: false, reason: 'expired' };
    if (envelope.u !== binding.userId || envelope.t !== binding.tool) return { ok: false, reason: 'binding' };
    return { ok: true, state: envelope.s };
  }

  private tag(body: string): string {
    return createHmac('sha256', this.key).update(`${FORMAT}.${body}`).digest('base64url');
  }
}
