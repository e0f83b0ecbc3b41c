'use strict';

const { createHmac } = require('node:crypto');
const { auditPseudonymKey } = require('./crypto/keys');
const { openEnvelope, sealEnvelope } = require('./crypto/envelope');

/**
 * Handler wrappers. A handler takes one `call`:
 *   { tool, args, authInfo, requestState, inputResponses }
 * and the wrappers add to it:
 *   withCaller   → call.userId
 *   withEnvelope → call.state (the verified payload of the previous round, or undefined)
 *                  call.suspend(inputRequests, keep) to end a round with sealed state
 */

const compose =
  (...wrappers) =>
  (handler) =>
    wrappers.reduceRight((next, wrap) => wrap(next), handler);

const toolError = (text) => ({ isError: true, content: [{ type: 'text', text }] });

const withCaller = (next) => async (call) => {
  const userId = call.authInfo && call.authInfo.extra && call.authInfo.extra.userId;
  if (typeof userId !== 'string' || userId === '') return toolError('Sign in to the helpdesk first.');
  return next({ ...call, userId });
};

const withEnvelope = (next) => async (call) => {
  if (!call.userId) throw new Error('withEnvelope must be composed after withCaller');
  // bound to who asked, the tool being run, and these exact arguments
  const binding = { userId: call.userId, tool: call.tool, args: call.args };

  let state;
  if (call.requestState !== undefined) {
    const opened = openEnvelope(call.requestState, binding);
    if (!opened.ok) return toolError(`This request cannot be continued (${opened.reason}). Please start it again.`);
    state = opened.state;
  }

  return next({
    ...call,
    state,
    suspend: (inputRequests, keep) => ({
      resultType: 'input_required',
      inputRequests,
      requestState: sealEnvelope(keep, binding),
    }),
  });
};

const pseudonym = (userId) => createHmac('sha256', auditPseudonymKey).update(userId).digest('hex').slice(0, 16);

const withAudit = (next) => async (call) => {
  const result = await next(call);
  const outcome = result.resultType === 'input_required' ? 'asked' : result.isError ? 'refused' : 'done';
  console.log(JSON.stringify({ tool: call.tool, who: call.userId ? pseudonym(call.userId) : null, outcome }));
  return result;
};

module.exports = { compose, withCaller, withEnvelope, withAudit, toolError };
