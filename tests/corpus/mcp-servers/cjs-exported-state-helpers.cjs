// Models a CommonJS MCP server (SDK 1.x) whose state helpers are written as exports.x = function and called through exports: one packs state as base64 JSON, one seals with an HMAC and is given a secret, and a var holds the state built on two paths.
const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');
const { StdioServerTransport } = require('@modelcontextprotocol/sdk/server/stdio.js');
const crypto = require('crypto');
const { z } = require('zod');
const { lookupInvoice, refund } = require('./billing');

const KEY = process.env.BILLING_STATE_KEY;

exports.packState = function (state) {
  return Buffer.from(JSON.stringify(state)).toString('base64');
};

exports.sealState = function (fields) {
  var body = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return body + '.' + crypto.createHmac('sha256', KEY).update(body).digest('base64url');
};

exports.userOf = function (extra) {
  return extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId;
};

const server = new McpServer({ name: 'billing', version: '2.0.1' });

server.registerTool('explain_invoice', { inputSchema: { invoice: z.string() } }, async (args) => {
  const invoice = await lookupInvoice(args.invoice);
  return {
    resultType: 'input_required',
    inputRequests: { detail: { method: 'elicitation/create', params: { mode: 'form', message: 'How much detail?', requestedSchema: { type: 'object', properties: { detail: { type: 'string' } } } } } },
    requestState: exports.packState({ invoice: invoice.id, total: invoice.total }), // expect: require-sealed-state
  };
});

server.registerTool('refund_invoice', { inputSchema: { invoice: z.string(), amount: z.number() } }, async (args, extra) => {
  var state;
  var userId = exports.userOf(extra);
  if (args.amount > 1000) {
    state = exports.sealState({ userId: userId, tool: 'refund_invoice', invoice: args.invoice, amount: args.amount, exp: Date.now() + 300000, approver: process.env.BILLING_APPROVER_TOKEN }); // expect: no-secrets-in-state
  } else {
    state = exports.sealState({ userId: userId, tool: 'refund_invoice', invoice: args.invoice, amount: args.amount, exp: Date.now() + 300000 });
  }
  return {
    resultType: 'input_required',
    inputRequests: { ok: { method: 'elicitation/create', params: { mode: 'form', message: 'Refund ' + args.amount + '?', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
    requestState: state,
  };
});

server.connect(new StdioServerTransport());
module.exports.refund = refund;
