import { createHmac } from 'node:crypto';

// value.signature, same shape as the cookie helpers we use in the web app
export function sign(value: string, secret: string): string {
  if (typeof value !== 'string') throw new TypeError('value must be a string');
  const mac = createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '');
  return `${value}.${mac}`;
}

export function unsign(input: string, secret: string): string | false {
  if (typeof input !== 'string') return false;
  const dot = input.lastIndexOf('.');
  if (dot <= 0) return false;
  const value = input.slice(0, dot);
  const expected = Buffer.from(sign(value, secret));
  const actual = Buffer.from(input);
  return Buffer.compare(expected, actual) === 0 ? value : false; // expect: no-timing-unsafe-compare
}
