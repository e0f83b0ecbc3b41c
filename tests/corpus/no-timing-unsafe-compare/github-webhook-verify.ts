// Models a typed GitHub webhook verifier that compares sha256= signatures with timingSafeEqual after a length check.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export interface VerifiedDelivery {
  id: string;
  event: string;
  payload: unknown;
}

const SIGNATURE_PREFIX = 'sha256=';

export function signPayload(secret: string, rawBody: Buffer): string {
  return SIGNATURE_PREFIX + createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function verifySignature(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (header === undefined || !header.startsWith(SIGNATURE_PREFIX)) {
    return false;
  }
  const received = Buffer.from(header, 'utf8');
  const expected = Buffer.from(signPayload(secret, rawBody), 'utf8');
  if (received.length !== expected.length) {
    return false;
  }
  return timingSafeEqual(received, expected);
}

export function readDelivery(secret: string, headers: IncomingHttpHeaders, rawBody: Buffer): VerifiedDelivery | null {
  const signature = headers['x-hub-signature-256'];
  if (Array.isArray(signature)) {
    return null;
  }
  if (!verifySignature(secret, rawBody, signature)) {
    return null;
  }
  const event = headers['x-github-event'];
  const id = headers['x-github-delivery'];
  if (typeof event !== 'string' || typeof id !== 'string') {
    return null;
  }
  return { id, event, payload: JSON.parse(rawBody.toString('utf8')) };
}

export function isDefaultBranchPush(delivery: VerifiedDelivery, defaultBranch: string): boolean {
  const payload = delivery.payload as { ref?: string; deleted?: boolean; after?: string };
  return (
    delivery.event === 'push' &&
    payload.ref === `refs/heads/${defaultBranch}` &&
    payload.deleted !== true &&
    payload.after !== undefined
  );
}

export function sameCommit(a: { sha: string }, b: { sha: string }): boolean {
  return a.sha.toLowerCase() === b.sha.toLowerCase();
}
