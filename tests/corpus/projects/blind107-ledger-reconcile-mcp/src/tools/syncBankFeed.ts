// src/tools/syncBankFeed.ts — sync_bank_feed: pulls new transactions from the bank aggregator for chosen accounts
// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { db } from '../db.js';
import { loadConfig } from '../config.js';
import { BankClient } from '../lib/bankClient.js';
import { currentUser, mintFor, stateFor } from '../stateCodec.js';

var TOOL = 'sync_bank_feed';
var bank = null;

function client() {
  if (!bank) {
    var config = loadConfig();
    bank = new BankClient({ baseUrl: config.bankApiBase, apiKey: config.bankApiKey });
  }
  return bank;
}

function text(message, isError) {
  return { content: [{ type: 'text', text: message }], isError: !!isError };
}

export function registerBankSync(server) {
  server.registerTool(TOOL, {
    description: 'Import new bank transactions. You choose which connected accounts to pull.',
    inputSchema: z.object({})
  }, async function (args, ctx) {
    var user = currentUser(ctx);
    if (!user) return text('Sign in to use the ledger tools.', true);

    var state;
    try {
      state = stateFor(TOOL, ctx);
    } catch (e) {
      return text('That sync cannot be continued. Start it again.', true);
    }

    if (!state) {
      var started = await client().startSyncAsync(user.orgId);
      if (!started.accounts.length) return text('No bank accounts are connected for your organisation.');
      var syncHandle = randomUUID();
      await db.savePendingSync({
        id: syncHandle,
        orgId: user.orgId,
        userId: user.id,
        continuation: started.continuation,
        accountRefs: started.accounts.map(function (a) { return a.ref; })
      });
      return inputRequired({
        inputRequests: {
          accounts: inputRequired.elicit({
            message: 'Which bank accounts should be synced?',
            requestedSchema: {
              type: 'object',
              properties: {
                accounts: {
                  type: 'array',
                  title: 'Accounts',
                  items: { anyOf: started.accounts.map(function (a) { return { const: a.ref, title: a.name + ' (' + a.iban_masked + ')' }; }) }
                }
              },
              required: ['accounts']
            }
          })
        },
        requestState: await mintFor(TOOL, { syncHandle: syncHandle, offered: started.accounts.length }, ctx)
      });
    }

    var pending = await db.takePendingSync(state.syncHandle, user.orgId, user.id);
    if (!pending) return text('This sync has expired. Start it again.', true);

    var chosen = acceptedContent(ctx.mcpReq.inputResponses, 'accounts');
    if (!chosen || !chosen.accounts || !chosen.accounts.length) return text('Sync cancelled.');
    var allowed = pending.account_refs;
    var refs = chosen.accounts.filter(function (r) { return allowed.indexOf(r) !== -1; });
    if (!refs.length) return text('None of the chosen accounts were offered.', true);

    var txns = await client().continueSyncAsync(pending.continuation, refs);
    var inserted = await db.importBankTxns(user.orgId, txns);
    return text('Imported ' + inserted + ' new transaction(s) from ' + refs.length + ' account(s).');
  });
}
