// post_adjustment tool: posts a manual ledger adjustment after the user confirms exactly this amount, account and memo.
// @ts-nocheck
import { z } from 'zod';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { codecFor, principal, entitiesOf } from '../codecs.js';
import { ledger } from '../db.js';
import { argsDigest, text, toolError, money } from '../util.js';

export var name = 'post_adjustment';

export var config = {
  description: 'Post a manual adjustment to a ledger account. Always asks for confirmation first.',
  inputSchema: {
    entityId: z.string(),
    accountId: z.string(),
    amountCents: z.number().int().refine(function (n) { return n !== 0; }),
    memo: z.string().min(3).max(140)
  },
  annotations: { destructiveHint: true }
};

var codec = codecFor(name);

function askConfirmation(args, ctx, account, digest) {
  return codec.mint({ ad: digest }, ctx).then(function (state) {
    return inputRequired({
      inputRequests: {
        confirm: inputRequired.elicit({
          message: 'Post ' + money(args.amountCents) + ' ' + account.currency + ' to ' + account.name + ' with memo "' + args.memo + '"?',
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: 'Post this adjustment' } },
            required: ['confirm']
          }
        })
      },
      requestState: state
    });
  });
}

export function handler(args, ctx) {
  var userId = principal(ctx);
  if (entitiesOf(ctx).indexOf(args.entityId) === -1) return toolError('You have no access to entity ' + args.entityId + '.');
  var digest = argsDigest(args);
  return ledger.account(args.entityId, args.accountId).then(function (account) {
    if (!account) return toolError('Unknown account ' + args.accountId + '.');
    return Promise.resolve(ctx.mcpReq.requestState()).then(function (raw) {
      if (!raw) return askConfirmation(args, ctx, account, digest);
      return codec.verify(raw, ctx).then(function (state) {
        if (state.ad !== digest) return toolError('This is not the adjustment you confirmed.');
        var answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
        if (!answer || answer.confirm !== true) return text('No adjustment posted.');
        return ledger.postAdjustment(userId, args.entityId, account.id, args.amountCents, args.memo).then(function (id) {
          return text('Adjustment #' + id + ' posted: ' + money(args.amountCents) + ' ' + account.currency + ' to ' + account.name + '.');
        });
      }, function () {
        return toolError('Invalid or expired requestState');
      });
    });
  });
}
