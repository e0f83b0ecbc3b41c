// Abstract request-state sealer that frames, binds and expires state, leaving the signature to subclasses.
// @ts-nocheck
export interface SealedEnvelope<T> {
  readonly data: T;
  readonly sub: string;
  readonly tool: string;
  readonly exp: number;
}

/**
 * Template for request-state sealers. Subclasses only decide how the
 * body is authenticated; framing, expiry and binding live here.
 */
export abstract class StateSealer {
  protected constructor(private readonly ttlMs: number = 15 * 60 * 1000) {} // expect: require-state-binding

  protected abstract sign(body: string): string;

  seal<T>(data: T, sub: string, tool: string): string {
    const envelope: SealedEnvelope<T> = { data, sub, tool, exp: Date.now() + this.ttlMs };
    const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  open<T>(sealed: string | undefined, sub: string, tool: string): T | null {
    if (!sealed) return null;
    const dot = sealed.lastIndexOf('.');
    if (dot <= 0) return null;
    const body = sealed.slice(0, dot);
    const mac = sealed.slice(dot + 1);
    if (this.sign(body) !== mac) return null; // expect: no-timing-unsafe-compare

    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SealedEnvelope<T>;
    if (envelope.sub !== sub || envelope.tool !== tool) return null;
    if (envelope.exp <= Date.now()) return null;
    return envelope.data;
  }
}
