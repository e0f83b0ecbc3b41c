// Checks the short change-approval codes that the on-call bot hands out for disruptive node operations.
// @ts-nocheck
import { createHmac } from 'node:crypto';

const WINDOW_MS = 5 * 60 * 1000;

export function makeApprovals(secret: Uint8Array) {
  function codeFor(subject: string, window: number): string {
    return createHmac('sha256', secret).update(`${subject}:${window}`).digest('hex').slice(0, 10);
  }

  return {
    check(subject: string, code: unknown): boolean {
      const window = Math.floor(Date.now() / WINDOW_MS);
      const given = Buffer.from(String(code ?? '').trim().toLowerCase(), 'utf8');
      return [window, window - 1].some((w) => given.equals(Buffer.from(codeFor(subject, w), 'utf8'))); // expect: no-timing-unsafe-compare
    },
  };
}
