import { createHmac } from 'node:crypto';
import { config } from './config.js';

/**
 * Key for supervisor approval codes. Shared with the pager service, so it
 * has to come from the environment.
 */
function approvalKey(): Buffer {
  const raw = process.env.FLEET_APPROVAL_KEY;
  if (!raw) {
    throw new Error('FLEET_APPROVAL_KEY is not set');
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length < 32) {
    throw new Error('FLEET_APPROVAL_KEY must decode to at least 32 bytes');
  }
  return key;
}

/**
 * A supervisor gets this code on their pager and reads it to the dispatcher,
 * who types it into the approval form.
 */
export function approvalCodeFor(vehicleId: string, routeId: string): string {
  return createHmac('sha256', approvalKey())
    .update(`${vehicleId}/${routeId}`)
    .digest('hex')
    .slice(0, config.dispatch.approvalCodeLength);
}

export function isValidApprovalCode(vehicleId: string, routeId: string, supplied: string | undefined): boolean {
  const candidate = supplied?.trim().toLowerCase();
  if (!candidate || !/^[0-9a-f]+$/.test(candidate)) {
    return false;
  }
  return candidate === approvalCodeFor(vehicleId, routeId); // expect: no-timing-unsafe-compare
}
