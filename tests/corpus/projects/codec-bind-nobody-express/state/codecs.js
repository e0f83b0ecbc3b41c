// Request-state codecs of an Express invoicing server: one binds the OAuth client, one the JSON-RPC method.
import { createRequestStateCodec } from '@modelcontextprotocol/server';

const key = Buffer.from(process.env.INVOICE_STATE_KEY ?? '', 'base64');

export const approvalCodec = createRequestStateCodec({
  key,
  bind: (ctx) => ctx.http?.authInfo?.clientId ?? '', // expect: require-state-binding
});

export const noteCodec = createRequestStateCodec({
  key,
  ttlSeconds: 300,
  bind: (ctx) => `${ctx.mcpReq.method}`, // expect: require-state-binding
});
