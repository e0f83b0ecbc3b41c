// src/tools/writeOff.ts — write_off_balance: posts a write-off entry after the user approves the exact amount
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { db } from '../db.js';
import { loadConfig } from '../config.js';
import { argsDigest } from '../lib/argsDigest.js';
import { currentUser, mintFor, stateFor } from '../stateCodec.js';

var TOOL = 'write_off_balance';

function text(message, isError) {
  return { content: [{ type: 'text', text: message }], isError: !!isError };
}

export function registerWriteOff(server) {
  server.registerTool(TOOL, {
    description: 'Write off part of an account balance. Requires the ledger:write scope and an explicit approval.',
    inputSchema: z.object({
      accountId: z.string().min(1),
      amountCents: z.number().int().positive(),
      reason: z.string().min(5).max(200)
    }),
    annotations: { destructiveHint: true, idempotentHint: false }
  }, async function (args, ctx) {
    var user = currentUser(ctx);
    if (!user) return text('Sign in to use the ledger tools.', true);
    if (user.scopes.indexOf('ledger:write') === -1) return text('Writing off balances needs the ledger:write scope.', true);

    var limit = loadConfig().writeOffLimitCents;
    if (args.amountCents > limit) return text('Write-offs above ' + (limit / 100).toFixed(2) + ' need a manual journal.', true);

    var state;
    try {
      state = stateFor(TOOL, ctx);
    } catch (e) {
      return text('That approval cannot be used for this write-off. Start again.', true);
    }

    var account = await db.account(user.orgId, args.accountId);
    if (!account) return text('No account ' + args.accountId + '.', true);
    if (account.locked) return text(account.name + ' is locked for the period close.', true);

    var digest = argsDigest(TOOL, args);

    if (!state) {
      return inputRequired({
        inputRequests: {
          approve: inputRequired.elicit({
            message: 'Write off ' + (args.amountCents / 100).toFixed(2) + ' from "' + account.name + '" because: ' + args.reason + '?',
            requestedSchema: {
              type: 'object',
              properties: { approve: { type: 'boolean', title: 'Approve this write-off' } },
              required: ['approve']
            }
          })
        },
        requestState: await mintFor(TOOL, { argsDigest: digest, accountId: account.id }, ctx)
      });
    }

    if (state.argsDigest !== digest || state.accountId !== account.id) {
      return text('The write-off changed after it was approved. Start again.', true);
    }

    var answer = acceptedContent(ctx.mcpReq.inputResponses, 'approve');
    if (!answer || answer.approve !== true) return text('Write-off not approved; nothing was posted.');

    var entry = await db.writeOff(user.orgId, account.id, args.amountCents, args.reason, user.id);
    return text('Posted write-off entry ' + entry.id + ' on ' + account.name + '.');
  });
}
