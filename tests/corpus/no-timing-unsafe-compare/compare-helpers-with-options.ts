// Compare helpers that take an option after the two values: the name promises constant time, each body decides.
// @ts-nocheck
import { digest } from './lib/digest';

// digests of both values first, then the values themselves with ===
export async function secureEquals(expected: string, received: string, algorithm: 'SHA-256' | 'SHA-1' = 'SHA-256'): Promise<boolean> {
  const [left, right] = await Promise.all([digest(algorithm, expected), digest(algorithm, received)]);
  if (left.byteLength !== right.byteLength) return false;
  return received === expected; // expect: no-timing-unsafe-compare
}

// look-alike: an XOR over every byte, with an encoding option
export function constantTimeEquals(a: string, b: string, encoding: BufferEncoding = 'utf8'): boolean {
  const x = Buffer.from(a, encoding);
  const y = Buffer.from(b, encoding);
  let diff = x.length ^ y.length;
  for (let i = 0; i < x.length; i++) diff |= x[i] ^ (y[i] ?? 0);
  return diff === 0;
}
