import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { stateKey } from './key.js';

/** Everything a permit-desk tool remembers between rounds. `tool` is checked by each handler. */
export type PermitRound =
  | { tool: 'schedule_inspection'; permitId: string; kind: string; slotIds: string[] }
  | { tool: 'withdraw_application'; permitId: string; reason: string }
  | { tool: 'link_county_portal'; step: 'mfa'; username: string; password: string; mfaTicket: string };

export const roundCodec = createRequestStateCodec<PermitRound>({
  key: stateKey(), // expect: no-weak-state-key
  ttlSeconds: 600,
  // Each office's assistant is its own OAuth client; tie state to it so another integration can't reuse it.
  bind: (ctx) => ctx.http?.authInfo?.clientId ?? 'local', // expect: require-state-binding
});
