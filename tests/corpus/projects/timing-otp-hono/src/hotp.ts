// HOTP codes for a Hono app: gen(key, options) truncates an HMAC-SHA1 of the counter to six digits.
// @ts-nocheck
import { createHmac } from 'node:crypto';

export interface HotpOptions {
  counter: number;
  digits?: number;
}

export function gen(key: Buffer, options: HotpOptions): string {
  const digits = options.digits ?? 6;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(options.counter));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19] & 0xf;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return (number % 10 ** digits).toString().padStart(digits, '0');
}
