import type { KeyRing } from './vault';

export interface Binding {
  userId: string;
  tool: string;
}

export abstract class StateSealer<T extends object> {
  constructor(protected readonly ttlSeconds: number) {
    if (ttlSeconds <= 0 || ttlSeconds > 600) throw new RangeError('ttlSeconds must be within (0, 600]');
  }
  abstract seal(payload: T, binding: Binding): Promise<string>;
  abstract open(token: string, binding: Binding): Promise<T | null>;
  protected now(): number {
    return Math.floor(Date.now() / 1000);
  }
}

const VERSION = 'g1';
const te = new TextEncoder();
const td = new TextDecoder();

const b64u = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const unb64u = (s: string) => new Uint8Array(Buffer.from(s, 'base64url'));

// AES-256-GCM; the binding travels as additional data so it is authenticated but never stored
export class AeadStateSealer<T extends object> extends StateSealer<T> {
  constructor(private readonly ring: KeyRing, ttlSeconds = 300) {
    super(ttlSeconds);
  }

  private aad(kid: string, b: Binding): Uint8Array {
    return te.encode(`${VERSION}|${kid}|${b.userId}|${b.tool}`);
  }

  async seal(payload: T, binding: Binding): Promise<string> {
    const kid = this.ring.currentKid;
    const key = this.ring.keys.get(kid)!;
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const body = te.encode(JSON.stringify({ p: payload, exp: this.now() + this.ttlSeconds }));
    const ct = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: this.aad(kid, binding) }, key, body);
    return [VERSION, kid, b64u(iv), b64u(new Uint8Array(ct))].join('.');
  }

  async open(token: string, binding: Binding): Promise<T | null> {
    const parts = token.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION) return null;
    const [, kid, ivText, ctText] = parts;
    const key = this.ring.keys.get(kid);
    if (!key) return null;
    let plain: ArrayBuffer;
    try {
      plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: unb64u(ivText), additionalData: this.aad(kid, binding) }, key, unb64u(ctText));
    } catch {
      return null;
    }
    const { p, exp } = JSON.parse(td.decode(plain)) as { p: T; exp: number };
    if (typeof exp !== 'number' || exp < this.now()) return null;
    return p;
  }
}
