// Request-state codec shared by the scheduling and retirement flows.
// @ts-nocheck
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from '../config.js';

const STATE_TTL_SECONDS = 600;

export const stateCodec = createRequestStateCodec({ key: Buffer.from(config.stateSigningKey, 'utf8'), ttlSeconds: STATE_TTL_SECONDS }); // expect: require-state-binding, no-weak-state-key

export async function verifyIncomingState(state: string, ctx) {
  try {
    return await stateCodec.verify(state, ctx);
  } catch (err) {
    console.warn('rejected requestState', { method: ctx?.mcpReq?.method, reason: err?.message });
    throw err;
  }
}
