// Models a TypeScript webhook SDK class whose static secureCompare uses Buffer#equals and whose timingSafeEqual method returns from inside an every() callback, while its verify methods call them with a real MAC.
// @ts-nocheck
import { createHmac } from 'node:crypto';

export class SignatureKit {
  constructor(private readonly secret: string) {}

  static secureCompare(a: string, b: string): boolean {
    return Buffer.from(a).equals(Buffer.from(b)); // expect: no-timing-unsafe-compare
  }

  timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
    if (a.byteLength !== b.byteLength) return false;
    return a.every((byte, index) => byte === b[index]); // expect: no-timing-unsafe-compare
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('hex');
  }

  verifyHex(payload: string, signature: string): boolean {
    return SignatureKit.secureCompare(signature, this.mac(payload));
  }

  verifyBytes(payload: string, signature: string): boolean {
    return this.timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(this.mac(payload), 'hex'));
  }

  // Not a comparison of secrets: the scheme prefix is public.
  static scheme(header: string): 'v1' | 'unknown' {
    return header.split('=')[0] === 'v1' ? 'v1' : 'unknown';
  }
}
