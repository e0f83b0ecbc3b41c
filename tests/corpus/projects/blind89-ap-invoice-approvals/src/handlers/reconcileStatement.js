// reconcile_statement: drives the reconciler worker and relays its questions to the user.
'use strict';

const { request } = require('../lib/bus');

const CHOICE_KEY = 'pick_invoice';
const REPLIES = ['reconcile.needs-input', 'reconcile.done', 'reconcile.failed'];

function toResult(msg) {
  if (msg.topic === 'reconcile.done') {
    return { content: [{ type: 'text', text: `Statement ${msg.statementId} reconciled: ${msg.matched} matched, ${msg.skipped} left open.` }] };
  }
  const { line, candidates } = msg;
  return {
    content: [{ type: 'text', text: `Line ${line.lineNo} matches more than one invoice.` }],
    _meta: {
      resultType: 'input_required',
      inputRequests: {
        [CHOICE_KEY]: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `${line.bookedOn}: ${line.amountCents / 100} ${line.currency} from ${line.counterparty} ("${line.remittance}"). Which invoice is it?`,
            requestedSchema: {
              type: 'object',
              properties: { invoiceId: { type: 'string', enum: candidates.map((c) => c.id), enumNames: candidates.map((c) => c.label) } },
            },
          },
        },
      },
      requestState: msg.progressState,
    },
  };
}

async function reconcileStatement(args, extra, meta) {
  const userId = extra.authInfo.extra.userId;
  if (!meta.requestState) {
    return toResult(await request('reconcile.start', { statementId: args.statementId, userId }, { replyTopics: REPLIES }));
  }
  const answer = meta.inputResponses?.[CHOICE_KEY];
  const choice = answer?.action === 'accept' ? answer.content?.invoiceId : undefined;
  return toResult(await request('reconcile.resume', { progressState: meta.requestState, choice }, { replyTopics: REPLIES }));
}

module.exports = { reconcileStatement };
