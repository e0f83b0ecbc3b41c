import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from '../config.js';

let codec;

function stateCodec() {
  codec ??= createRequestStateCodec({
    key: Buffer.from(config.codecKey, 'base64'),
    ttlSeconds: 600,
    // the tool is carried in the payload (below); bind covers who the state belongs to
    bind: (ctx) => ctx.http?.authInfo?.clientId ?? 'stdio', // expect: require-state-binding
  });
  return codec;
}

export const codecSealer = {
  async seal(data, { tool }, ctx) {
    return stateCodec().mint({ tool, data }, ctx);
  },

  async open(token, { tool }, ctx) {
    try {
      const payload = await stateCodec().verify(token, ctx);
      return payload.tool === tool ? payload.data : null;
    } catch {
      return null;
    }
  },
};
