// Models a TypeScript two-factor service (WebCrypto, Koa route) whose Authenticator class derives TOTP codes from an HMAC by truncation and checks them with ===, beside a numeric comparison and public checks that leak nothing.
// @ts-nocheck
import Router from '@koa/router';

type Hash = 'SHA-1' | 'SHA-256';

export class Authenticator {
  readonly #digits: number;
  readonly #period: number;

  constructor(private readonly keyBytes: Uint8Array, options: { digits?: number; period?: number; hash?: Hash } = {}) {
    this.#digits = options.digits ?? 6;
    this.#period = options.period ?? 30;
    this.hash = options.hash ?? 'SHA-1';
  }

  private hash: Hash;

  async #codeAt(counter: number): Promise<string> {
    const key = await crypto.subtle.importKey('raw', this.keyBytes, { name: 'HMAC', hash: this.hash }, false, ['sign']);
    const message = new DataView(new ArrayBuffer(8));
    message.setBigUint64(0, BigInt(counter));
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, message.buffer));
    const offset = mac[mac.length - 1] & 0x0f;
    const value = new DataView(mac.buffer).getUint32(offset) & 0x7fffffff;
    return (value % 10 ** this.#digits).toString().padStart(this.#digits, '0');
  }

  async current(at = Date.now()): Promise<string> {
    return this.#codeAt(Math.floor(at / 1000 / this.#period));
  }

  async check(code: string, at = Date.now()): Promise<boolean> {
    const counter = Math.floor(at / 1000 / this.#period);
    for (const drift of [-1, 0, 1]) {
      const candidate = await this.#codeAt(counter + drift);
      if (candidate === code) return true; // expect: no-timing-unsafe-compare
    }
    return false;
  }

  // Both sides are numbers: a number comparison takes the same time whatever digit differs.
  async checkNumeric(code: number, at = Date.now()): Promise<boolean> {
    return Number(await this.current(at)) === code;
  }
}

export function twoFactorRoutes(lookup: (userId: string) => Promise<Authenticator>) {
  const router = new Router();
  router.post('/2fa/confirm', async (ctx) => {
    const authenticator = await lookup(ctx.state.user.id);
    const expected = await authenticator.current();
    if (ctx.request.body.code !== expected) { // expect: no-timing-unsafe-compare
      ctx.throw(401, 'wrong code');
    }
    ctx.body = { confirmed: true };
  });
  router.post('/2fa/format', async (ctx) => {
    // the length and the digits-only rule are public
    const code = String(ctx.request.body.code ?? '');
    ctx.body = { valid: code.length === 6 && /^\d+$/.test(code), method: ctx.request.body.method === 'totp' };
  });
  return router;
}
