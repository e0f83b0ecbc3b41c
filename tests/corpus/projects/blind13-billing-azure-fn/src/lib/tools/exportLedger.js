'use strict';

var crypto = require('crypto');
var rpc = require('../rpc');

var NAME = 'export_ledger';
var STATE_TTL_MS = 5 * 60 * 1000;

function toCsv(rows) {
  var header = 'posted_at,account,description,amount,currency';
  return [header].concat(rows.map(function (r) {
    return [r.posted_at.toISOString(), r.account, JSON.stringify(r.description), (r.amount_cents / 100).toFixed(2), r.currency].join(',');
  })).join('\n');
}

/** Keeps the pending export private from the client: AES-256 with a per-deployment secret. */
function StateCipher(secret) {
  this.key = crypto.createHash('sha256').update(secret).digest();
}

StateCipher.prototype.encrypt = function (obj) {
  var iv = crypto.randomBytes(16);
  var cipher = crypto.createCipheriv('aes-256-cbc', this.key, iv);
  var body = Buffer.concat([cipher.update(JSON.stringify(obj), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body]).toString('base64url');
};

StateCipher.prototype.decrypt = function (token) {
  var raw = Buffer.from(token, 'base64url'); // expect: require-sealed-state
  var decipher = crypto.createDecipheriv('aes-256-cbc', this.key, raw.subarray(0, 16));
  var plain = Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
  return JSON.parse(plain);
};

module.exports = function exportLedger(deps) {
  var cipher = new StateCipher(deps.exportStateSecret);
  var ledger = deps.ledger;

  return {
    name: NAME,
    definition: {
      name: NAME,
      description: 'Export ledger entries as CSV. Asks for the period when it is not given.',
      inputSchema: {
        type: 'object',
        properties: { account: { type: 'string' } }
      },
      annotations: { readOnlyHint: true }
    },

    call: function (args, call, done) {
      var principal = call.principal;

      if (!call.requestState) {
        return done(null, {
          resultType: 'input_required',
          inputRequests: {
            period: {
              method: 'elicitation/create',
              params: {
                mode: 'form',
                message: 'Which period should be exported?',
                requestedSchema: {
                  type: 'object',
                  properties: {
                    from: { type: 'string', format: 'date' },
                    to: { type: 'string', format: 'date' }
                  },
                  required: ['from', 'to']
                }
              }
            }
          },
          requestState: cipher.encrypt({ // expect: require-sealed-state
            tenantId: principal.tenantId,
            userId: principal.userId,
            tool: NAME,
            exp: Date.now() + STATE_TTL_MS
          })
        });
      }

      var pending;
      try {
        pending = cipher.decrypt(call.requestState);
      } catch (e) {
        return done(null, rpc.toolError('Invalid or expired requestState'));
      }
      if (pending.userId !== principal.userId || pending.tool !== NAME || pending.exp < Date.now()) {
        return done(null, rpc.toolError('Invalid or expired requestState'));
      }

      var period = call.inputResponses && call.inputResponses.period;
      if (!period || period.action !== 'accept') return done(null, rpc.text('Export cancelled.'));

      ledger.entries(pending.tenantId, period.content.from, period.content.to, function (err, rows) {
        if (err) return done(err);
        var filtered = args.account ? rows.filter(function (r) { return r.account === args.account; }) : rows;
        done(null, {
          resultType: 'complete',
          content: [{ type: 'text', text: toCsv(filtered) }]
        });
      });
    }
  };
};
