// Secrets the kit needs at runtime. Fleet API credentials and IdP settings live in
// fleet/api.ts and index.ts.

function readConfirmKey(): Buffer {
  const configured = process.env.FLEET_CONFIRM_KEY;
  if (!configured) {
    // TODO(ops-412): make this fatal once the staging chart sets FLEET_CONFIRM_KEY.
    console.warn('[fleet-ops] FLEET_CONFIRM_KEY is not set, falling back to the local development key');
  }
  return Buffer.from(configured ?? 'fleet-ops-local-confirm-key-do-not-ship', 'utf8');
}

/** HMAC key for the confirmation tokens handed to clients between rounds. */
export const confirmKey: Buffer = readConfirmKey();
