// Reads the Worker bindings into a settings object once per request.
// Cloudflare hands secrets and [vars] to us on the same `env` object.

const DEFAULT_WMS = 'https://wms.internal.example/v3';

/**
 * @typedef {object} Settings
 * @property {string} wmsApi
 * @property {string} statePassphrase
 * @property {number} stateTtlSeconds
 * @property {string | undefined} supportKey
 * @property {string[]} allowedOrigins
 * @property {boolean} debug
 */

function list(value) {
  if (!value) return [];
  return String(value)
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function bool(value) {
  return value === '1' || value === 'true' || value === 'yes';
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {Settings}
 */
export function readSettings(env) {
  return {
    wmsApi: env.WMS_API || DEFAULT_WMS,
    // `wrangler dev` without a .dev.vars file has no secret; fall back to
    // something that is at least different per worker.
    statePassphrase: env.STATE_PASSPHRASE || env.WORKER_NAME || 'warehouse-mcp',
    stateTtlSeconds: 300,
    supportKey: env.SUPPORT_KEY,
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    debug: bool(env.DEBUG),
  };
}

export function corsHeaders(settings, origin) {
  if (!origin || !settings.allowedOrigins.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-headers': 'authorization, content-type, mcp-protocol-version',
    'access-control-allow-methods': 'POST, OPTIONS',
  };
}
