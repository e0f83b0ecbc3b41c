// Loads the export state key and lakehouse export settings from the environment.
const keyB64 = process.env.EXPORT_STATE_KEY;
if (!keyB64) {
  throw new Error('EXPORT_STATE_KEY is required (base64, 32+ bytes)');
}
const stateKey = Buffer.from(keyB64, 'base64');
if (stateKey.length < 32) {
  throw new Error('EXPORT_STATE_KEY is too short');
}

export default {
  stateKey,
  planChunkBytes: 16 * 1024,
  planTtlSeconds: 15 * 60,
  warehouseUrl: process.env.WAREHOUSE_URL ?? 'http://warehouse.internal:8443',
  exportBucket: process.env.EXPORT_BUCKET ?? 'lakehouse-exports',
};
