import { createRequestStateCodec } from '@modelcontextprotocol/server';

import { stateKey } from './key.js';

/**
 * The SDK codec signs the note flow's state and checks its age; `bind` ties a
 * state to the caller, so it only opens for whoever it was minted for.
 */
export const noteStateCodec = createRequestStateCodec({
  key: stateKey, // expect: no-weak-state-key
  ttlSeconds: 600,
  bind: (ctx) => (ctx.http && ctx.http.authInfo ? ctx.http.authInfo.clientId : 'stdio') // expect: require-state-binding
});
