// Derives one requestState key per tenant from the master key and keeps a codec for each tenant.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { config } from './config.js';

const STATE_TTL_SECONDS = 600;
const codecs = new Map<string, ReturnType<typeof createRequestStateCodec>>();

export function principalOf(ctx): { tenantId: string; userId: string; scopes: string[] } {
  const auth = ctx?.http?.authInfo;
  const extra = auth?.extra;
  if (!extra?.tenantId || !extra?.userId) throw new Error('request is not authenticated');
  return { tenantId: extra.tenantId, userId: extra.userId, scopes: auth.scopes ?? [] };
}

function tenantStateKey(tenantId: string): Buffer {
  const ikm = Buffer.from(config.stateMasterKey, 'utf8');
  const salt = Buffer.from('ledgerly/request-state/v2', 'utf8');
  return Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(`tenant:${tenantId}`, 'utf8'), 32));
}

export function stateCodecFor(tenantId: string) {
  let codec = codecs.get(tenantId);
  if (!codec) {
    codec = createRequestStateCodec({
      key: tenantStateKey(tenantId), // expect: no-weak-state-key
      ttlSeconds: STATE_TTL_SECONDS,
      bind: (ctx) => {
        const p = principalOf(ctx);
        return `${p.tenantId}/${p.userId}`;
      },
    });
    codecs.set(tenantId, codec);
  }
  return codec;
}

export async function verifyIncomingState(state: string, ctx) {
  const { tenantId } = principalOf(ctx);
  return stateCodecFor(tenantId).verify(state, ctx);
}
