// Loads and validates configuration for the inventory spreadsheet bridge.
function need(env, name) {
  const value = env[name];
  if (!value) throw new Error(`Environment variable ${name} is required`);
  return value;
}

function secretBytes(env, name) {
  const bytes = Buffer.from(need(env, name), 'base64');
  if (bytes.length < 32) throw new Error(`${name} must decode to at least 32 bytes`);
  return new Uint8Array(bytes);
}

function load(env = process.env) {
  return {
    host: env.HOST || '0.0.0.0',
    port: Number(env.PORT || 7070),
    oauth: {
      issuer: need(env, 'OAUTH_ISSUER'),
      audience: need(env, 'OAUTH_AUDIENCE'),
      jwksUrl: need(env, 'OAUTH_JWKS_URL'),
    },
    inventoryApi: need(env, 'INVENTORY_API_URL'),
    filesApi: need(env, 'FILES_API_URL'),
    exchange: {
      url: need(env, 'TOKEN_EXCHANGE_URL'),
      clientId: need(env, 'EXCHANGE_CLIENT_ID'),
      clientSecret: need(env, 'EXCHANGE_CLIENT_SECRET'),
    },
    stateSecret: secretBytes(env, 'SHEETS_STATE_SECRET'),
    confirmKey: secretBytes(env, 'SHEETS_CONFIRM_KEY'),
    exportChunkRows: Number(env.EXPORT_CHUNK_ROWS || 2000),
    importBatchRows: Number(env.IMPORT_BATCH_ROWS || 500),
    maxWorkbookBytes: Number(env.MAX_WORKBOOK_BYTES || 15 * 1024 * 1024),
  };
}

module.exports = { config: load(), load };
