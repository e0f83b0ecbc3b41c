// Short-lived supervisor approval codes for sample disposal, sent out of band and typed back in.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { env } from './env.js';

function codeFor(supervisorId: string, sampleIds: string[], window: number): string {
  return createHmac('sha256', env.approvalSecret)
    .update(`${supervisorId}|${[...sampleIds].sort().join(',')}|${window}`)
    .digest('hex')
    .slice(0, 8)
    .toUpperCase();
}

export function issueApprovalCode(supervisorId: string, sampleIds: string[], now = Date.now()): string {
  return codeFor(supervisorId, sampleIds, Math.floor(now / env.approvalWindowMs));
}

export function isValidApproval(code: string, supervisorId: string, sampleIds: string[], now = Date.now()): boolean {
  const window = Math.floor(now / env.approvalWindowMs);
  const accepted = [window, window - 1].map((w) => codeFor(supervisorId, sampleIds, w));
  return accepted.includes(String(code).trim().toUpperCase()); // expect: no-timing-unsafe-compare
}
