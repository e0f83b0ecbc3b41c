import { createHmac } from 'node:crypto';
import { shareLinkSecret } from './env';

/**
 * Signed, expiring "anyone with the link" URLs. These are ordinary web links that live for
 * weeks; they have nothing to do with MCP requestState.
 */

const DEFAULT_LINK_DAYS = 30;

function linkSignature(noteId: string, expires: number): string {
  return createHmac('sha256', shareLinkSecret).update(`share:${noteId}:${expires}`).digest('base64url');
}

export function shareUrl(origin: string, noteId: string, days = DEFAULT_LINK_DAYS): string {
  const expires = Math.floor(Date.now() / 1000) + days * 24 * 60 * 60;
  const url = new URL(`/s/${encodeURIComponent(noteId)}`, origin);
  url.searchParams.set('e', String(expires));
  url.searchParams.set('sig', linkSignature(noteId, expires));
  return url.toString();
}

export function verifyShareLink(noteId: string, e: string | null, sig: string | null): boolean {
  const expires = Number(e);
  if (!Number.isSafeInteger(expires) || expires < Math.floor(Date.now() / 1000) || !sig) return false;
  return constantTimeEqual(linkSignature(noteId, expires), sig);
}

/**
 * Compares two strings without an early exit: every byte is visited and the differences are
 * OR-ed together. Only the lengths (which are public) can end it sooner.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) return false;
  let diff = 0;
  for (let i = 0; i < left.length; i++) {
    diff |= left[i] ^ right[i];
  }
  return diff === 0;
}
