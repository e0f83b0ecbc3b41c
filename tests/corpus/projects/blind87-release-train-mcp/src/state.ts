// requestState handling for the release-train tools: the SDK codec plus the 0.8.x dotted format.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';

export class StateRejected extends Error {
  constructor() {
    super('Invalid or expired requestState');
  }
}

export function userIdOf(ctx) {
  return ctx?.http?.authInfo?.extra?.userId;
}

function requireUser(ctx) {
  const id = userIdOf(ctx);
  if (!id) throw new StateRejected();
  return id;
}

export function createStateLayer(config, log) {
  const keyBytes = new TextEncoder().encode(config.state.key);

  const codec = createRequestStateCodec({
    key: keyBytes,
    ttlSeconds: config.state.ttlSeconds,
    bind: (ctx) => requireUser(ctx),
  });

  function openLegacy(raw, ctx) {
    const [body, mac] = raw.split('.');
    const computed = createHmac('sha256', keyBytes).update(body ?? '').digest('hex');
    if (!mac || mac !== computed) { // expect: no-timing-unsafe-compare
      throw new StateRejected();
    }
    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (envelope.sub !== requireUser(ctx)) throw new StateRejected();
    if (typeof envelope.exp !== 'number' || envelope.exp * 1000 <= Date.now()) throw new StateRejected();
    log.debug({ tool: envelope.data?.tool }, 'accepted legacy requestState');
    return envelope.data;
  }

  async function verify(raw, ctx) {
    if (typeof raw !== 'string' || raw.length > 8192) throw new StateRejected();
    if (raw.startsWith('v1.')) return codec.verify(raw, ctx);
    if (config.features.acceptLegacyState) return openLegacy(raw, ctx);
    throw new StateRejected();
  }

  return {
    mint: (payload, ctx) => codec.mint(payload, ctx),
    verify,
  };
}
