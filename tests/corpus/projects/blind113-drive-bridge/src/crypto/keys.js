// Derives the request-state key from the service name and the tenant deployment id.
import { createHash } from 'node:crypto';

const SERVICE = 'drive-bridge';

/**
 * Every replica of a tenant's bridge must agree on the state key without us
 * shipping yet another secret, so derive it from the tenant deployment id.
 */
export function deriveStateKey(tenantId = process.env.DRIVE_TENANT_ID) {
  if (!tenantId) throw new Error('DRIVE_TENANT_ID must be set');
  return createHash('sha256').update(`${SERVICE}:${tenantId}:request-state:v2`).digest();
}
