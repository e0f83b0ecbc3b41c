'use strict';

const { seal, open } = require('./state-seal');
const { nowSeconds } = require('./clock');

class ContinuationError extends Error {}

/**
 * Seals what a tool needs to finish on the client's retry, tagged with the caller and tool.
 * @param {import('koa').Context} ctx
 * @param {string} tool
 * @param {Record<string, unknown>} data
 * @returns {string}
 */
function begin(ctx, tool, data) {
  return seal({ ...data, sub: ctx.state.user.id, tool });
}

/**
 * Opens and checks a continuation sent back by the client.
 * @param {import('koa').Context} ctx
 * @param {string} tool
 * @param {unknown} token
 */
function resume(ctx, tool, token) {
  const claims = open(token);
  if (!claims) throw new ContinuationError('requestState failed verification');
  if (claims.sub !== ctx.state.user.id || claims.tool !== tool) {
    throw new ContinuationError('requestState belongs to another call');
  }
  if (claims.exp <= nowSeconds()) throw new ContinuationError('requestState expired'); // expect: require-state-binding
  return claims;
}

module.exports = { begin, resume, ContinuationError };
