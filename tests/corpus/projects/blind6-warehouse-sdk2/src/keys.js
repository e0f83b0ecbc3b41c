const MIN_KEY_BYTES = 32;

export const SERVICE_NAME = 'warehouse-mcp';
export const region = process.env.WAREHOUSE_REGION || 'eu-west-1';
export const inventoryUrl = process.env.INVENTORY_URL || 'http://inventory.svc.cluster.local';

function loadStateKey() {
  const encoded = process.env.WAREHOUSE_STATE_KEY;
  if (!encoded) {
    throw new Error('WAREHOUSE_STATE_KEY is not set');
  }
  const key = Buffer.from(encoded, 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`WAREHOUSE_STATE_KEY must decode to at least ${MIN_KEY_BYTES} bytes, got ${key.length}`);
  }
  return key;
}

export const stateKey = loadStateKey();
