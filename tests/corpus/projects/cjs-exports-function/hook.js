// A Koa-style webhook handler requiring a function export (module.exports = function) and exports.x helpers.
const sign = require('./lib/sign');
const { contentHash } = require('./lib/sign');
const tokens = require('./lib/tokens');

module.exports = async function hook(ctx) {
  if (ctx.get('x-hub-signature') !== 'sha1=' + sign(ctx.request.rawBody)) ctx.throw(401); // expect: no-timing-unsafe-compare
  if (ctx.get('content-md5') === contentHash(ctx.request.rawBody)) ctx.status = 208;
  if (ctx.headers['x-admin-token'] === tokens.adminToken) ctx.state.admin = true; // expect: no-timing-unsafe-compare
  if (ctx.get('x-build') === tokens.buildId) ctx.state.fresh = true;
};
