import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from '../config.js';
import { principal } from './identity.js';

export const ROUND_TTL_SECONDS = 300;

// One codec for every tool of the kit. The SDK binds each token to `bind(ctx)` (the caller)
// and to its expiry; mount() puts the tool name and an argument digest in every payload and
// compares both on the way back in, because the codec's context does not know the tool.
export const roundCodec = createRequestStateCodec({
  key: stateKey,
  ttlSeconds: ROUND_TTL_SECONDS,
  bind: (ctx) => principal(ctx),
});
