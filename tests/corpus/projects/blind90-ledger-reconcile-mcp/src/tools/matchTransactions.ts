// match_transactions tool: pairs unreconciled bank-feed transactions with open ledger lines and records accepted pairs.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { codecFor, principal, entitiesOf } from '../codecs.js';
import { ledger } from '../db.js';
import { bankFeed } from '../bankFeed.js';
import { text, toolError, money } from '../util.js';

export var name = 'match_transactions';

export var config = {
  description: 'Suggest matches between unreconciled bank transactions and open ledger lines of one account, then record the ones you accept.',
  inputSchema: { entityId: z.string(), accountId: z.string() },
  annotations: { destructiveHint: false, idempotentHint: true }
};

var codec = codecFor(name);
var MAX_DAYS_APART = 5;

function suggest(bankItems, lines) {
  var used = {};
  var pairs = [];
  bankItems.forEach(function (tx) {
    for (var i = 0; i < lines.length; i++) {
      var line = lines[i];
      if (used[line.id]) continue;
      var daysApart = Math.abs(new Date(line.booked_on).getTime() - new Date(tx.date).getTime()) / 86400000;
      if (Number(line.amount_cents) === tx.amountCents && daysApart <= MAX_DAYS_APART) {
        used[line.id] = true;
        pairs.push({
          key: 'm' + pairs.length,
          bankTxId: tx.id,
          lineId: String(line.id),
          label: tx.date + '  ' + money(tx.amountCents) + '  ' + tx.text + '  =>  ' + line.description
        });
        break;
      }
    }
  });
  return pairs;
}

function firstRound(args, ctx, account) {
  return bankFeed.openSessionAsync().then(function (session) {
    return Promise.all([
      bankFeed.transactionsAsync(session.token, account.bank_account_ref, null),
      ledger.unmatchedLines(account.id, 200)
    ]).then(function (results) {
      var page = results[0];
      var pairs = suggest(page.items, results[1]);
      if (!pairs.length) return text('No confident matches on the first page of the feed for ' + account.name + '.');
      return codec.mint({
        entityId: args.entityId,
        accountId: String(account.id),
        pairs: pairs.map(function (p) { return { key: p.key, bankTxId: p.bankTxId, lineId: p.lineId }; }),
        nextCursor: page.nextCursor,
        feedToken: session.token // expect: no-secrets-in-state
      }, ctx).then(function (state) {
        return inputRequired({
          inputRequests: {
            pick: inputRequired.elicit({
              message: pairs.length + ' suggested matches for ' + account.name + '. Tick the ones to record.',
              requestedSchema: {
                type: 'object',
                properties: {
                  accept: {
                    type: 'array',
                    title: 'Matches to record',
                    items: { anyOf: pairs.map(function (p) { return { const: p.key, title: p.label }; }) }
                  }
                },
                required: ['accept']
              }
            })
          },
          requestState: state
        });
      });
    });
  });
}

function secondRound(args, ctx, account, raw) {
  return codec.verify(raw, ctx).then(function (state) {
    if (state.entityId !== args.entityId || state.accountId !== String(account.id)) {
      return toolError('These matches were prepared for another account.');
    }
    var picked = acceptedContent(ctx.mcpReq.inputResponses, 'pick');
    var keys = (picked && picked.accept) || [];
    var chosen = state.pairs.filter(function (p) { return keys.indexOf(p.key) !== -1; });
    return ledger.recordMatches(principal(ctx), state.accountId, chosen).then(function (count) {
      if (!state.nextCursor) return text('Recorded ' + count + ' match(es). The feed has no more unreconciled transactions.');
      return bankFeed.transactionsAsync(state.feedToken, account.bank_account_ref, state.nextCursor).then(function (next) {
        return text('Recorded ' + count + ' match(es).', next.items.length + ' more unreconciled transactions wait on the next page; run the tool again.');
      });
    });
  }, function () {
    return toolError('Invalid or expired requestState');
  });
}

export function handler(args, ctx) {
  if (entitiesOf(ctx).indexOf(args.entityId) === -1) return toolError('You have no access to entity ' + args.entityId + '.');
  return ledger.account(args.entityId, args.accountId).then(function (account) {
    if (!account) return toolError('Unknown account ' + args.accountId + '.');
    return Promise.resolve(ctx.mcpReq.requestState()).then(function (raw) {
      if (!raw) return firstRound(args, ctx, account);
      return secondRound(args, ctx, account, raw);
    });
  });
}
