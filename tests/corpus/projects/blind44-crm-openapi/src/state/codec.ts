import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { env } from '../env.js';

export type CrmRoundState =
  | { tool: 'merge_contacts'; step: 'confirm'; crmAccessToken?: string }
  | { tool: 'search_contacts'; step: 'page'; query: string; cursor: string; seen: number };

export const stateCodec = createRequestStateCodec<CrmRoundState>({
  key: Buffer.from(env.CRM_STATE_KEY, 'base64'),
  ttlSeconds: 600,
  // Scope state to the connected app, so a token minted for one integration
  // can't be replayed through another one.
  bind: (ctx) => ctx.http?.authInfo?.clientId ?? 'stdio', // expect: require-state-binding
});
