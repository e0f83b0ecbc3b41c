const MIN_STATE_KEY_BYTES = 32;

/**
 * The key the request-state codec signs with. Shared by every replica (a retry can land on any of
 * them), so it must come from the environment; there is deliberately no default.
 */
export function loadStateKey(env: NodeJS.ProcessEnv = process.env): Uint8Array {
  const encoded = env.LEDGER_STATE_KEY ?? '';
  const key = Buffer.from(encoded, 'base64');
  if (key.length < MIN_STATE_KEY_BYTES) {
    throw new Error(
      `LEDGER_STATE_KEY must hold at least ${MIN_STATE_KEY_BYTES} random bytes, base64-encoded (openssl rand -base64 32)`,
    );
  }
  return key;
}

export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}

export const port = (env: NodeJS.ProcessEnv = process.env): number => Number(env.PORT ?? 7410);
