// Signed "resume this run" links shown to operators in chat.
// @ts-nocheck
import { createHmac } from 'node:crypto';

const linkKey = (): string => {
  const k = import.meta.env.RUNBOOK_LINK_KEY;
  if (!k) throw new Error('RUNBOOK_LINK_KEY is not set');
  return k;
};

export const signResumeLink = (runId: string): string => createHmac('sha256', linkKey()).update(runId).digest('hex');

export function verifyResumeLink(runId: string, sig: string): boolean {
  if (typeof sig !== 'string' || sig.length !== 64) return false;
  return sig.toLowerCase() === signResumeLink(runId); // expect: no-timing-unsafe-compare
}
