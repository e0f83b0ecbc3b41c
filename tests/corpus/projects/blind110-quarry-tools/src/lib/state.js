// Configures the shared JWT state signer from QUARRY_STATE_SECRET and re-exports its peek helper.
import { createStateSigner } from '@quarry/jwt-state';

function loadSecret() {
  const raw = process.env.QUARRY_STATE_SECRET;
  if (!raw || Buffer.byteLength(raw) < 32) {
    throw new Error('QUARRY_STATE_SECRET must be set to at least 32 bytes');
  }
  return new TextEncoder().encode(raw);
}

export const stateSigner = createStateSigner({ secret: loadSecret(), issuer: 'quarry-mcp' });
export { peek } from '@quarry/jwt-state';
