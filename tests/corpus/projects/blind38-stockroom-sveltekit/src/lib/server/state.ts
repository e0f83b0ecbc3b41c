import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { MCP_STATE_KEY } from '$env/static/private';

const key = Buffer.from(MCP_STATE_KEY, 'base64');
if (key.length < 32) {
  throw new Error('MCP_STATE_KEY must be base64 of at least 32 random bytes (openssl rand -base64 32)');
}

export type FeedSetupState = {
  tool: 'connect_supplier_feed';
  step: 'pick-feed';
  supplierId: string;
  username: string;
  password: string;
  feeds: string[];
};

export type WriteOffState = {
  tool: 'write_off_stock';
  sku: string;
  warehouseId: string;
  quantity: number;
  reason: 'damaged' | 'expired' | 'lost' | 'recalled';
  valueCents: number;
};

export type StockroomState = FeedSetupState | WriteOffState;

/**
 * One codec for every multi-round tool. The tool name travels in the payload and each handler
 * checks it; `bind` pins a state to the integration that asked for it.
 */
export const stateCodec = createRequestStateCodec<StockroomState>({
  key,
  ttlSeconds: 600,
  bind: (ctx) => ctx.http?.authInfo?.clientId ?? 'anonymous', // expect: require-state-binding
});
