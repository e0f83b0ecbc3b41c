// Defines the issue_refund tool, confirming the amount with the user before posting the refund to the ledger.
'use strict';

var ledger = require('./ledger');
var stateJwt = require('./stateJwt');
var refundDigest = require('./digest');

var TOOL = 'issue_refund';

exports.definition = {
  name: TOOL,
  description: 'Refund part or all of an invoice. The user must confirm the exact amount.',
  inputSchema: {
    type: 'object',
    properties: {
      invoiceId: { type: 'string' },
      amountCents: { type: 'integer', minimum: 1 },
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
      reason: { type: 'string', maxLength: 200 }
    },
    required: ['invoiceId', 'amountCents', 'currency']
  },
  annotations: { destructiveHint: true }
};

function text(t, isError) {
  return { content: [{ type: 'text', text: t }], isError: !!isError };
}

function money(cents, currency) {
  return (cents / 100).toFixed(2) + ' ' + currency;
}

function firstRound(args, userId, done) {
  ledger.invoice(args.invoiceId, function (err, inv) {
    if (err) return done(err);
    if (!inv) return done(null, text('No invoice ' + args.invoiceId, true));
    if (inv.currency !== args.currency) return done(null, text('Invoice is in ' + inv.currency, true));
    if (args.amountCents > inv.refundable_cents) {
      return done(null, text('At most ' + money(inv.refundable_cents, inv.currency) + ' can be refunded.', true));
    }
    stateJwt.issue({ inv: args.invoiceId, dig: refundDigest(args) }, userId, TOOL, function (err2, token) {
      if (err2) return done(err2);
      done(null, {
        resultType: 'input_required',
        content: [],
        inputRequests: {
          confirm_refund: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Refund ' + money(args.amountCents, args.currency) + ' on invoice ' + inv.number +
                ' (' + inv.customer_name + ')?',
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'boolean', title: 'Issue refund' } },
                required: ['confirm']
              }
            }
          }
        },
        requestState: token
      });
    });
  });
}

function secondRound(params, userId, done) {
  var args = params.arguments || {};
  stateJwt.check(params.requestState, userId, TOOL, function (err, claims) {
    if (err) return done(null, text('Invalid or expired requestState', true));
    if (claims.inv !== args.invoiceId || claims.dig !== refundDigest(args)) {
      return done(null, text('Refund details changed after confirmation was asked for.', true));
    }
    var answer = params.inputResponses && params.inputResponses.confirm_refund;
    if (!answer || answer.action !== 'accept' || !answer.content || answer.content.confirm !== true) {
      return done(null, text('No refund issued.'));
    }
    ledger.refund(args.invoiceId, args.amountCents, args.currency, args.reason || '', userId, function (err2, r) {
      if (err2) return done(err2);
      done(null, text('Refund ' + r.id + ' issued: ' + money(args.amountCents, args.currency) + '.'));
    });
  });
}

exports.handle = function (params, userId) {
  return new Promise(function (resolve, reject) {
    var done = function (err, result) { return err ? reject(err) : resolve(result); };
    if (params.requestState) secondRound(params, userId, done);
    else firstRound(params.arguments || {}, userId, done);
  });
};
