import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { cfg } from './config.js';

// Every tool shares this codec. The tool's name travels in the payload and each
// handler refuses a payload minted for another tool.
export interface Pending {
  tool: string;
  [field: string]: unknown;
}

export const codec = createRequestStateCodec<Pending>({
  key: cfg.k,
  ttlSeconds: cfg.hold, // expect: require-state-binding
  // Tallyboard Desk is the only OAuth client the IdP issues for this audience,
  // so the client id is a stable, always-present caller name (stdio has none).
  bind: (c) => c.http?.authInfo?.clientId ?? 'stdio', // expect: require-state-binding
});
