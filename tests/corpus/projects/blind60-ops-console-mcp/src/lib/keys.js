// Signing secret for the request state the console hands to MCP clients between rounds.
// Production sets OPS_STATE_SECRET (see deploy/values.yaml); laptops and preview envs usually don't.

const DEV_STATE_SECRET = 'ops-console/dev-only/state-signing-secret-2024';

let warned = false;

export function stateSecret() {
  const configured = process.env.OPS_STATE_SECRET;
  if (configured && Buffer.byteLength(configured) >= 32) return configured;
  if (!warned) {
    warned = true;
    console.warn('[ops-console] OPS_STATE_SECRET missing or shorter than 32 bytes; using the development secret');
  }
  return DEV_STATE_SECRET;
}
