import { createRequestStateCodec } from '@modelcontextprotocol/server';

// Dispatchers often leave a job half-assigned while they phone the technician,
// so continuations get a generous lifetime.
const FOUR_HOURS = 4 * 60 * 60;

export const dispatchCodec = createRequestStateCodec({ // expect: require-state-binding
  key: Buffer.from(process.env.DISPATCH_STATE_KEY, 'base64'),
  ttlSeconds: FOUR_HOURS, // expect: require-state-binding
});
