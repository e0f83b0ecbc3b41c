'use strict';

var rpc = require('../rpc');

var NAME = 'refund_invoice';

function formatAmount(cents, currency) {
  return (cents / 100).toFixed(2) + ' ' + currency;
}

function callProcessor(baseUrl, creds, invoice, callback) {
  fetch(baseUrl + '/v1/refunds', {
    method: 'POST',
    headers: {
      authorization: 'Basic ' + Buffer.from(creds.accountId + ':' + creds.apiKey).toString('base64'),
      'content-type': 'application/json',
      'idempotency-key': 'refund-' + invoice.id
    },
    body: JSON.stringify({ charge: invoice.processor_charge_id, amount: invoice.amount_cents })
  }).then(function (res) {
    if (!res.ok) throw new Error('processor answered ' + res.status);
    return res.json();
  }).then(function (body) { callback(null, body.id); }, callback);
}

/**
 * refund_invoice: looks the invoice up, asks the approver to confirm, then refunds
 * through the tenant's payment processor account.
 */
module.exports = function refundInvoice(deps) {
  var flow = deps.flow;
  var secrets = deps.secrets;
  var ledger = deps.ledger;

  return {
    name: NAME,
    definition: {
      name: NAME,
      description: 'Refund a paid invoice in full through the payment processor.',
      inputSchema: {
        type: 'object',
        properties: { invoiceId: { type: 'string' }, reason: { type: 'string' } },
        required: ['invoiceId', 'reason']
      },
      annotations: { destructiveHint: true }
    },

    call: function (args, call, done) {
      var principal = call.principal;
      ledger.findInvoice(principal.tenantId, args.invoiceId, function (err, invoice) {
        if (err) return done(err);
        if (!invoice) return done(null, rpc.toolError('No invoice ' + args.invoiceId));
        if (invoice.status !== 'paid') return done(null, rpc.toolError('Invoice is ' + invoice.status));

        if (!call.requestState) {
          // Fetch the processor credentials now so the confirm round does not hit Key Vault again.
          return secrets.processorCredentials(principal.tenantId, function (err, creds) {
            if (err) return done(err);
            done(null, flow.request(principal, NAME, args, {
              message: 'Refund ' + formatAmount(invoice.amount_cents, invoice.currency) +
                ' to ' + invoice.customer_name + ' (' + args.reason + ')?',
              carry: {
                processorAccount: creds.accountId,
                processorKey: creds.apiKey // expect-todo: no-secrets-in-state
              }
            }));
          });
        }

        flow.resume(principal, NAME, args, call.requestState, call.inputResponses, function (err, carried) {
          if (err) return done(null, rpc.toolError(err.message));
          var creds = { accountId: carried.processorAccount, apiKey: carried.processorKey };
          callProcessor(deps.processorBaseUrl, creds, invoice, function (err, refundId) {
            if (err) return done(err);
            ledger.markRefunded(principal.tenantId, invoice.id, refundId, function (err) {
              if (err) return done(err);
              done(null, rpc.text('Refunded invoice ' + invoice.id + ' (refund ' + refundId + ').'));
            });
          });
        });
      });
    }
  };
};
