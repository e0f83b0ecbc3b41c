'use strict';

var _ = require('lodash');
var digestArgs = require('../lib/args-digest').digestArgs;

var TOOL = 'adjust_stock';
var FIELDS = ['sku', 'binId', 'delta', 'reason'];

function text(msg) {
  return { content: [{ type: 'text', text: msg }] };
}

function refusal(msg) {
  return { isError: true, content: [{ type: 'text', text: msg + ' Start the adjustment again.' }] };
}

module.exports = {
  name: TOOL,
  description: 'Add or remove units of a SKU in a bin (damage, found stock, write-off). Asks for confirmation first.',
  inputSchema: {
    type: 'object',
    properties: {
      sku: { type: 'string' },
      binId: { type: 'string', pattern: '^[A-Z]-\\d{2}-\\d{2}$' },
      delta: { type: 'integer', not: { const: 0 } },
      reason: { type: 'string', enum: ['damaged', 'found', 'write_off', 'recount'] }
    },
    required: FIELDS
  },
  annotations: { destructiveHint: true },

  /**
   * @param {object} params tools/call params (arguments, requestState, inputResponses)
   * @param {object} extra
   * @param {{ db: object, sealer: import('../lib/round-sealer'), userOf: function(object): string }} deps
   */
  handler: function (params, extra, deps) {
    var userId = deps.userOf(extra);
    var args = _.pick(params.arguments || {}, FIELDS);

    if (!params.requestState) {
      return deps.db
        .query('SELECT qty FROM bin_stock WHERE sku = ? AND bin_id = ?', [args.sku, args.binId])
        .then(function (rows) {
          if (!rows.length) return text(args.sku + ' is not stocked in ' + args.binId + '.');
          var before = rows[0].qty;
          if (before + args.delta < 0) return refusal('That would leave ' + (before + args.delta) + ' units.');
          return {
            resultType: 'input_required',
            inputRequests: {
              confirm: {
                method: 'elicitation/create',
                params: {
                  mode: 'form',
                  message: args.sku + ' in ' + args.binId + ': ' + before + ' -> ' + (before + args.delta) + ' (' + args.reason + '). Apply?',
                  requestedSchema: {
                    type: 'object',
                    properties: { apply: { type: 'boolean', title: 'Apply adjustment' } },
                    required: ['apply']
                  }
                }
              }
            },
            requestState: deps.sealer.seal(
              { argsDigest: digestArgs(args), before: before },
              { userId: userId, tool: TOOL }
            )
          };
        });
    }

    var saved = deps.sealer.open(params.requestState, { userId: userId, tool: TOOL });
    if (!saved) return Promise.resolve(refusal('This confirmation is expired or not yours.'));
    if (saved.argsDigest !== digestArgs(args)) {
      return Promise.resolve(refusal('This confirmation was given for a different adjustment.'));
    }

    var answer = _.get(params, ['inputResponses', 'confirm']);
    if (!answer || answer.action !== 'accept' || _.get(answer, 'content.apply') !== true) {
      return Promise.resolve(text('Nothing changed.'));
    }

    return deps.db
      .transaction(function (q) {
        return q(
          'UPDATE bin_stock SET qty = qty + ? WHERE sku = ? AND bin_id = ? AND qty = ?',
          [args.delta, args.sku, args.binId, saved.before]
        ).then(function (result) {
          if (result.affectedRows !== 1) {
            var conflict = new Error('stock moved since the confirmation');
            conflict.code = 'CONFLICT';
            throw conflict;
          }
          return q(
            'INSERT INTO stock_adjustments (sku, bin_id, delta, reason, qty_before, user_id) VALUES (?, ?, ?, ?, ?, ?)',
            [args.sku, args.binId, args.delta, args.reason, saved.before, userId]
          );
        });
      })
      .then(function () {
        return text('Adjusted ' + args.sku + ' in ' + args.binId + ' by ' + args.delta + '.');
      })
      .catch(function (err) {
        if (err.code === 'CONFLICT') return refusal('The bin changed while you were confirming.');
        throw err;
      });
  }
};
