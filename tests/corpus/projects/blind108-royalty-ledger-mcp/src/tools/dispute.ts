// dispute_line_item: opens a dispute on a statement line after asking the rights holder why.
// @ts-nocheck
import { z } from 'zod';
import { ledger } from '../ledger.js';
import { userOf } from '../identity.js';
import { sealState } from '../stateSeal.js';
import { roundOf, elicitForm, inputRequired, text, failure } from '../roundTrip.js';

const TOOL = 'dispute_line_item';
const CATEGORIES = ['missing_units', 'wrong_rate', 'wrong_territory', 'duplicate', 'other'];

export function registerDisputeTool(server) {
  server.registerTool(
    TOOL,
    {
      title: 'Dispute a statement line',
      description: 'Raise a dispute about one line on a royalty statement.',
      inputSchema: { lineId: z.string() },
    },
    async ({ lineId }, extra) => {
      const userId = userOf(extra);
      const round = roundOf(extra);

      if (!round.requestState) {
        const line = ledger.lineForHolder(lineId, userId);
        if (!line) return failure(`Line ${lineId} is not on any of your statements.`);
        const requestState = sealState(
          { lineId: line.id, statementId: line.statement_id, amountCents: line.amount_cents },
          { userId, tool: TOOL },
        );
        return inputRequired(
          {
            reason: elicitForm(`What is wrong with ${line.isrc} on ${line.store}?`, {
              category: { type: 'string', enum: CATEGORIES },
              note: { type: 'string', maxLength: 1000 },
            }),
          },
          requestState,
        );
      }

      const prior = JSON.parse(Buffer.from(round.requestState.split('.')[0], 'base64url').toString('utf8')); // expect: require-sealed-state
      const answer = round.inputResponses.reason;
      if (!answer || answer.action !== 'accept') return text('No dispute was opened.');
      const { category, note } = answer.content ?? {};
      if (!CATEGORIES.includes(category)) return failure('Please choose one of the listed categories.');

      const disputeId = ledger.openDispute({
        lineId: prior.lineId,
        statementId: prior.statementId,
        amountCents: prior.amountCents,
        raisedBy: userId,
        category,
        note: note ?? '',
      });
      return text(`Dispute #${disputeId} opened for line ${prior.lineId}.`);
    },
  );
}
