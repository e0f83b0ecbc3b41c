import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from './state-key.js';

// Shipbird holds a quoted pickup window for 30 minutes; the state lives as long as the hold.
export const stateCodec = createRequestStateCodec({ // expect: require-state-binding
  key: stateKey(), // expect: no-weak-state-key
  ttlSeconds: 30 * 60, // expect: require-state-binding
});
