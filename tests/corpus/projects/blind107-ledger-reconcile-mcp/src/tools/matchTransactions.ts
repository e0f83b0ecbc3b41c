// src/tools/matchTransactions.ts — list_unmatched and match_transactions: pair bank lines with ledger entries
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { db } from '../db.js';
import { currentUser, mintFor, stateFor } from '../stateCodec.js';

var MATCH_TOOL = 'match_transactions';

function text(message, isError) {
  return { content: [{ type: 'text', text: message }], isError: !!isError };
}

function money(cents) {
  return (cents / 100).toFixed(2);
}

export function registerMatching(server) {
  server.registerTool('list_unmatched', {
    description: 'List bank transactions that have no matching ledger entry yet.',
    inputSchema: z.object({ limit: z.number().int().min(1).max(200).default(50) }),
    annotations: { readOnlyHint: true }
  }, async function (args, ctx) {
    var user = currentUser(ctx);
    if (!user) return text('Sign in to use the ledger tools.', true);
    var list = await db.unmatchedBankTxns(user.orgId, args.limit);
    return {
      content: [{ type: 'text', text: list.length + ' unmatched bank transaction(s).' }],
      structuredContent: {
        transactions: list.map(function (t) {
          return { id: t.id, amount: money(t.amount_cents), bookedOn: t.booked_on, reference: t.reference, counterparty: t.counterparty };
        })
      }
    };
  });

  server.registerTool(MATCH_TOOL, {
    description: 'Match a bank transaction to a ledger entry. Offers the likely candidates to choose from.',
    inputSchema: z.object({ bankTxnId: z.string().min(1) })
  }, async function (args, ctx) {
    var user = currentUser(ctx);
    if (!user) return text('Sign in to use the ledger tools.', true);

    var state;
    try {
      state = stateFor(MATCH_TOOL, ctx);
    } catch (e) {
      return text('That request cannot be continued here. Start the match again.', true);
    }

    var txn = await db.bankTxn(user.orgId, args.bankTxnId);
    if (!txn) return text('No bank transaction ' + args.bankTxnId + '.', true);
    if (txn.matched_entry_id) return text('Already matched to ' + txn.matched_entry_id + '.');

    if (!state) {
      var candidates = await db.candidateEntries(user.orgId, txn.amount_cents, txn.booked_on);
      if (!candidates.length) return text('No ledger entry of ' + money(txn.amount_cents) + ' near ' + txn.booked_on + '.');
      return inputRequired({
        inputRequests: {
          entry: inputRequired.elicit({
            message: 'Which ledger entry does "' + txn.reference + '" (' + money(txn.amount_cents) + ') pay?',
            requestedSchema: {
              type: 'object',
              properties: {
                entryId: {
                  type: 'string',
                  title: 'Ledger entry',
                  oneOf: candidates.map(function (c) {
                    return { const: c.id, title: c.posted_on + ' — ' + c.description };
                  })
                }
              },
              required: ['entryId']
            }
          })
        },
        requestState: await mintFor(MATCH_TOOL, {
          bankTxnId: txn.id,
          candidateIds: candidates.map(function (c) { return c.id; })
        }, ctx)
      });
    }

    if (state.bankTxnId !== txn.id) return text('That choice was made for a different bank transaction.', true);
    var picked = acceptedContent(ctx.mcpReq.inputResponses, 'entry');
    if (!picked) return text('Match cancelled.');
    if (state.candidateIds.indexOf(picked.entryId) === -1) return text('That entry was not one of the candidates.', true);

    var done = await db.matchTxn(user.orgId, txn.id, picked.entryId, user.id);
    if (!done) return text('The entry or the bank line was matched by someone else in the meantime.', true);
    return text('Matched ' + txn.id + ' to ' + picked.entryId + '.');
  });
}
