// Models createStateSealer from eslint-plugin-mcp-state/seal configured in several services: env keys for rotation, a literal old key, a 16-byte random key, a per-process 32-byte key.
// @ts-nocheck
import { createStateSealer } from 'eslint-plugin-mcp-state/seal';
import { randomBytes } from 'node:crypto';

export const sealer = createStateSealer({
  keys: [process.env.STATE_KEY_2025_11!, process.env.STATE_KEY_2025_08!],
  ttlSeconds: 600,
});

export const migratingSealer = createStateSealer({
  keys: [
    process.env.STATE_KEY!,
    'old-state-key-from-2023-do-not-use', // expect: no-weak-state-key
  ],
});

export const ephemeralSealer = createStateSealer({ keys: [randomBytes(16)] }); // expect: no-weak-state-key

export const perProcessSealer = createStateSealer({ keys: [randomBytes(32)], ttlSeconds: 120 });

const FALLBACK_KEY = 'dev-only-fallback-key-for-local-runs';
export const localSealer = createStateSealer({ keys: [process.env.STATE_KEY || FALLBACK_KEY] }); // expect: no-weak-state-key

export function sealerFor(tenant: { stateKey: string }) {
  return createStateSealer({ keys: [tenant.stateKey] });
}

export function describeSealers() {
  return {
    main: sealer !== undefined,
    migrating: migratingSealer !== undefined,
    ephemeral: ephemeralSealer !== undefined,
    perProcess: perProcessSealer !== undefined,
    local: localSealer !== undefined,
  };
}

export function sealFor(userId: string, tool: string, state: unknown) {
  return sealer.seal(state, { userId, tool });
}
