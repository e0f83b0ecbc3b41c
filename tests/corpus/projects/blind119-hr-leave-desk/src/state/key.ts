// Supplies the requestState signing key from the environment, with a dev fallback.
// @ts-nocheck
// Local runs and the CI smoke test have no secret store; keep a dev key so they boot.
const DEV_STATE_KEY = 'hr-leave-desk/dev-only/requestState-signing-key';

export const stateKey: Uint8Array = new TextEncoder().encode(process.env.HR_STATE_KEY ?? DEV_STATE_KEY);
