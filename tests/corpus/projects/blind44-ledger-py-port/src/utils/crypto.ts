// One-to-one port of ledger_mcp/utils/crypto.py. Each helper mirrors the Python
// function of the same name; keep them small so the diff against the original
// stays readable.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { err, ok, type Result } from './result.js';

export function b64url_encode(data: string | Buffer): string {
  return Buffer.from(data).toString('base64url');
}

export function b64url_decode(data: string): string {
  return Buffer.from(data, 'base64url').toString('utf8');
}

export function hmac_sha256(key: string, msg: string): string {
  return createHmac('sha256', key).update(msg, 'utf8').digest('base64url');
}

export function sha256_hex(msg: string): string {
  return createHash('sha256').update(msg, 'utf8').digest('hex');
}

export function token_urlsafe(nbytes = 32): string {
  return randomBytes(nbytes).toString('base64url');
}

export function now_seconds(): number {
  // time.time(), truncated like int(time.time())
  return Math.floor(Date.now() / 1000);
}

// werkzeug.security.safe_str_cmp
export function safe_str_cmp(a: string, b: string): boolean {
  if (a.length !== b.length) {
    return false;
  }
  for (let i = 0; i < a.length; i++) {
    if (a.charCodeAt(i) !== b.charCodeAt(i)) return false; // expect: no-timing-unsafe-compare
  }
  return true;
}

// json.dumps(value, separators=(",", ":"))
export function json_dumps(value: unknown): string {
  return JSON.stringify(value);
}

// json.loads, but returning (err, value) instead of raising
export function json_loads<T>(text: string): Result<T> {
  try {
    return ok(JSON.parse(text) as T);
  } catch (e) {
    return err(e instanceof Error ? e : String(e));
  }
}

export function split_token(token: string): [string, string] | null {
  const idx = token.lastIndexOf('.');
  if (idx <= 0 || idx === token.length - 1) return null;
  return [token.slice(0, idx), token.slice(idx + 1)];
}
