// Runtime configuration. Everything comes from the environment; the defaults are
// for `npm run dev` on a laptop.

function parseApiTokens(raw) {
  // STOCKROOM_API_TOKENS="alice:3f9c...,scanner-bridge:a81d..."
  return raw
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const idx = pair.indexOf(':');
      return { userId: pair.slice(0, idx), token: pair.slice(idx + 1) };
    });
}

export const config = {
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? '127.0.0.1',
  stateSecret: process.env.STOCKROOM_STATE_SECRET || 'stockroom-dev-state-secret',
  apiTokens: parseApiTokens(process.env.STOCKROOM_API_TOKENS ?? ''),
  confirmWindowMs: 5 * 60 * 1000,
  maxAdjustment: Number(process.env.STOCKROOM_MAX_ADJUSTMENT ?? 500),
};
