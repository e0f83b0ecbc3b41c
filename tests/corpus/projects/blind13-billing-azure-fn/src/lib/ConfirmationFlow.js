'use strict';

var EventEmitter = require('events').EventEmitter;
var util = require('util');
var crypto = require('crypto');

var CONFIRM_SCHEMA = {
  type: 'object',
  properties: { confirm: { type: 'boolean', title: 'I have checked the details' } },
  required: ['confirm']
};

function digestArgs(args) {
  var keys = Object.keys(args || {}).sort();
  var canonical = JSON.stringify(keys.map(function (k) { return [k, args[k]]; }));
  return crypto.createHash('sha256').update(canonical).digest('base64url');
}

/**
 * Two-round "are you sure?" helper. Emits `requested`, `confirmed` and `rejected`
 * so the function host can write them to the audit table.
 */
function ConfirmationFlow(store, options) {
  EventEmitter.call(this);
  this.store = store;
  this.ttlMs = (options && options.ttlMs) || 5 * 60 * 1000;
}
util.inherits(ConfirmationFlow, EventEmitter);

ConfirmationFlow.prototype.request = function (principal, tool, args, opts) {
  var requestState = this.store.seal({
    sub: principal.userId,
    tenant: principal.tenantId,
    tool: tool,
    args: digestArgs(args),
    carry: opts.carry || {}
  }, this.ttlMs);

  this.emit('requested', { tool: tool, userId: principal.userId, tenantId: principal.tenantId });

  return {
    resultType: 'input_required',
    inputRequests: {
      confirm: {
        method: 'elicitation/create',
        params: { mode: 'form', message: opts.message, requestedSchema: CONFIRM_SCHEMA }
      }
    },
    requestState: requestState
  };
};

ConfirmationFlow.prototype.resume = function (principal, tool, args, token, responses, callback) {
  var self = this;
  var state;
  try {
    state = this.store.open(token);
  } catch (e) {
    state = null;
  }
  if (!state) return callback(new Error('Invalid or expired requestState'));

  if (state.sub !== principal.userId || state.tool !== tool || state.args !== digestArgs(args)) {
    return callback(new Error('requestState was issued for a different call'));
  }

  var answer = responses && responses.confirm;
  if (!answer || answer.action !== 'accept' || !answer.content || answer.content.confirm !== true) {
    self.emit('rejected', { tool: tool, userId: principal.userId });
    return callback(new Error('Not confirmed; nothing was changed'));
  }

  self.emit('confirmed', { tool: tool, userId: principal.userId });
  setImmediate(callback, null, state.carry || {});
};

ConfirmationFlow.digestArgs = digestArgs;
module.exports = ConfirmationFlow;
