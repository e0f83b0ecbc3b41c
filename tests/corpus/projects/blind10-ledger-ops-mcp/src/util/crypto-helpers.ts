import * as crypto from 'crypto';

/**
 * Compares two strings for equality. Used for signature checks so that we
 * don't depend on the engine's string comparison.
 */
export function safeEquals(a: string, b: string): boolean {
  if (a.length !== b.length) {
    return false;
  }
  for (let i = 0; i < a.length; i++) {
    if (a.charCodeAt(i) !== b.charCodeAt(i)) return false; // expect: no-timing-unsafe-compare
  }
  return true;
}

/** Unix time in whole seconds (the ledger API speaks seconds everywhere). */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function idempotencyKey(...parts: Array<string | number>): string {
  return crypto.createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 32);
}
