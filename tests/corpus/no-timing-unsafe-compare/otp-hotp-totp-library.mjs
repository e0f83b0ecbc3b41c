// Models a hand-written HOTP/TOTP module (ESM, node:crypto) whose codes are HMACs truncated to decimal digits and padded, then compared with the user's code by ===.
import { createHmac } from 'node:crypto';

const DEFAULTS = { digits: 6, step: 30, window: 1, algorithm: 'sha1' };

function counterBytes(counter) {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(counter));
  return bytes;
}

// RFC 4226 dynamic truncation
export function gen(key, options = {}) {
  const { digits, algorithm } = { ...DEFAULTS, ...options };
  const mac = createHmac(algorithm, key).update(counterBytes(options.counter ?? 0)).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function verifyHotp(token, key, options = {}) {
  const counter = options.counter ?? 0;
  const window = options.window ?? DEFAULTS.window;
  for (let step = counter; step <= counter + window; step++) {
    if (gen(key, { ...options, counter: step }) === token) { // expect: no-timing-unsafe-compare
      return { delta: step - counter };
    }
  }
  return null;
}

export function totp(key, options = {}) {
  const step = options.step ?? DEFAULTS.step;
  const now = options.time ?? Date.now() / 1000;
  return gen(key, { ...options, counter: Math.floor(now / step) });
}

export function verifyTotp(token, key, options = {}) {
  const current = totp(key, options);
  return current === String(token).trim(); // expect: no-timing-unsafe-compare
}

// An eight-digit code computed inline, compared with !==.
export function checkBackupCode(secret, counter, supplied) {
  const mac = createHmac('sha256', secret).update(counterBytes(counter)).digest();
  const offset = mac[31] & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 100_000_000;
  const expected = code.toString().padStart(8, '0');
  if (supplied !== expected) return false; // expect: no-timing-unsafe-compare
  return true;
}

// Not secrets: the code's length and its format are public.
export function looksLikeCode(token, digits = DEFAULTS.digits) {
  return typeof token === 'string' && token.length === digits && /^\d+$/.test(token);
}
