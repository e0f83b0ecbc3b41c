// Models a CommonJS @modelcontextprotocol/sdk 1.x server that seals state by hand with @noble/hashes: the sealer signs no user or tool, the opener compares MACs with !==, and one tool echoes its page argument back as state.
'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { CallToolRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { hmac } = require('@noble/hashes/hmac');
const { sha256 } = require('@noble/hashes/sha256');
const { bytesToHex, utf8ToBytes } = require('@noble/hashes/utils');
const { listInvoices, refundInvoice } = require('./billing');

const STATE_KEY = utf8ToBytes(process.env.BILLING_STATE_KEY);

function sealRefundState(state) {
  const body = Buffer.from(JSON.stringify({ ...state, exp: Date.now() + 10 * 60 * 1000 })).toString('base64url'); // expect: require-state-binding
  return `${body}.${bytesToHex(hmac(sha256, STATE_KEY, body))}`;
}

function openRefundState(token) { // expect: require-state-binding
  const [body, mac] = String(token).split('.');
  if (!body || mac !== bytesToHex(hmac(sha256, STATE_KEY, body))) { // expect: no-timing-unsafe-compare
    return undefined;
  }
  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  return state.exp > Date.now() ? state : undefined;
}

const server = new Server({ name: 'billing', version: '1.4.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const { name, arguments: args = {} } = request.params;
  if (name === 'refund_invoice') {
    if (request.params.requestState) {
      const state = openRefundState(request.params.requestState);
      if (!state) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      await refundInvoice(state.invoiceId, state.amount);
      return { content: [{ type: 'text', text: `Refunded ${state.amount}` }] };
    }
    return {
      resultType: 'input_required',
      inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Refund invoice ${args.invoiceId}?`, requestedSchema: { type: 'object', properties: {} } } } },
      requestState: sealRefundState({ invoiceId: args.invoiceId, amount: args.amount }),
    };
  }
  if (name === 'list_invoices') {
    const page = await listInvoices(extra.authInfo?.extra?.userId, args.page);
    if (!page.hasMore) return { content: [{ type: 'text', text: page.items.join('\n') }] };
    return {
      resultType: 'input_required',
      inputRequests: { more: { method: 'elicitation/create', params: { mode: 'form', message: 'Load more?', requestedSchema: { type: 'object', properties: {} } } } },
      requestState: args.page, // expect: require-sealed-state
    };
  }
  return { isError: true, content: [{ type: 'text', text: `Unknown tool ${name}` }] };
});

module.exports = { server };
