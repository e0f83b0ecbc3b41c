// Encoding and formatting helpers shared by the state sealer and the tools.
// @ts-nocheck
export const toB64url = (text: string): string => Buffer.from(text, 'utf8').toString('base64url');

export const fromB64url = (encoded: string): string => Buffer.from(encoded, 'base64url').toString('utf8');

export function macMatches(given: string, computed: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(computed, 'utf8');
  return a.length === b.length && a.equals(b);
}

export function centsToDisplay(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
