var { createRequestStateCodec } = require('@modelcontextprotocol/server');
var { env } = require('./misc');

// one codec for every tool; each tool puts its own name in the payload
var codec = createRequestStateCodec({
  key: Buffer.from(env('INVOICE_STATE_KEY'), 'base64'),
  // approvals can sit in someone's queue for a while
  ttlSeconds: 60 * 60, // expect: require-state-binding
  // scope state to the connected app
  bind: (ctx) => 'invoice-bot:' + (ctx.http && ctx.http.authInfo ? ctx.http.authInfo.clientId : 'stdio'), // expect: require-state-binding
});

module.exports = { codec };
