// Three-round export_statements tool: bank consent code, account choice, then CSV export.
'use strict';

var format = require('../format');
var exportCache = require('../exportCache');

var NAME = 'export_statements';

function textResult(text, isError) {
  return { content: [{ type: 'text', text: text }], isError: !!isError };
}

function accepted(inputResponses, key) {
  var r = inputResponses && inputResponses[key];
  return r && r.action === 'accept' ? r.content || {} : null;
}

/**
 * Three rounds:
 *   1. ask the user for the one-time code from the bank's consent page
 *   2. swap the code for a bank token, list accounts, ask which one
 *   3. pull transactions and return them as CSV
 */
module.exports = function createExportStatements(deps) {
  var signer = deps.signer;
  var bank = deps.bank;
  var maxRows = deps.maxRows;

  function askForCode(ctx, args) {
    return {
      resultType: 'input_required',
      inputRequests: {
        bank_code: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: 'Open ' + deps.consentUrl + ' , approve read access and paste the code shown.',
            requestedSchema: {
              type: 'object',
              properties: { code: { type: 'string', title: 'Bank consent code' } },
              required: ['code']
            }
          }
        }
      },
      requestState: signer.seal({ step: 'code', from: args.from, to: args.to }, ctx.userId, NAME)
    };
  }

  function askForAccount(ctx, prior, grant, accounts) {
    var options = accounts.map(function (a) { return a.id; });
    return {
      resultType: 'input_required',
      inputRequests: {
        account: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: 'Which account should be exported?',
            requestedSchema: {
              type: 'object',
              properties: {
                accountId: {
                  type: 'string',
                  enum: options,
                  enumNames: accounts.map(function (a) { return a.name + ' (' + a.iban.slice(-4) + ')'; })
                }
              },
              required: ['accountId']
            }
          }
        }
      },
      // keep the bank grant around so round 3 does not need a second consent
      requestState: signer.seal({
        step: 'account',
        from: prior.from,
        to: prior.to,
        bankToken: grant.accessToken, // expect: no-secrets-in-state
        accounts: options
      }, ctx.userId, NAME)
    };
  }

  return {
    name: NAME,
    description: 'Export bank transactions for a date range as CSV.',
    inputSchema: {
      type: 'object',
      properties: {
        from: { type: 'string', description: 'ISO date, inclusive' },
        to: { type: 'string', description: 'ISO date, inclusive' }
      },
      required: ['from', 'to']
    },
    handle: function (args, ctx) {
      if (!ctx.requestState) return Promise.resolve(askForCode(ctx, args));

      return signer.openAsync(ctx.requestState, ctx.userId, NAME).then(function (prior) {
        if (prior.step === 'code') {
          var code = accepted(ctx.inputResponses, 'bank_code');
          if (!code) return textResult('Export cancelled.');
          return bank.exchangeCodeAsync(String(code.code).trim()).then(function (grant) {
            return bank.listAccountsAsync(grant.accessToken).then(function (accounts) {
              if (!accounts.length) return textResult('No accounts visible with this consent.', true);
              return askForAccount(ctx, prior, grant, accounts);
            });
          });
        }

        if (prior.step === 'account') {
          var pick = accepted(ctx.inputResponses, 'account');
          if (!pick) return textResult('Export cancelled.');
          if (prior.accounts.indexOf(pick.accountId) === -1) return textResult('Unknown account.', true);
          return bank.fetchStatementsAsync(prior.bankToken, pick.accountId, prior.from, prior.to).then(function (rows) {
            rows = rows.slice(0, maxRows);
            exportCache.put(pick.accountId, rows);
            return textResult(format.toCsv(rows));
          });
        }

        return textResult('Unexpected state.', true);
      }, function (err) {
        return textResult('Please start the export again (' + err.message + ').', true);
      });
    }
  };
};
