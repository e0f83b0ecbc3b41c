import { z } from 'zod';
import { ledger } from '../ledger/client.js';
import { sealEnvelope, openEnvelope, EnvelopeError } from '../state/envelope.js';
import { text, type ToolInvocation, type ToolOutcome } from './types.js';

export const reconcileTool = {
  name: 'reconcile_line',
  description: 'Match a bank statement line against an open ledger item, asking the user to pick when ambiguous.',
  inputSchema: {
    type: 'object',
    properties: { statementLineId: { type: 'string' } },
    required: ['statementLineId'],
  },
} as const;

const Args = z.object({ statementLineId: z.string().min(1) });

interface PickState {
  lineId: string;
  candidateIds: string[];
}

export async function reconcileLine(inv: ToolInvocation): Promise<ToolOutcome> {
  const { statementLineId } = Args.parse(inv.args);

  if (inv.continuation) {
    let st;
    try {
      st = openEnvelope<PickState>(inv.continuation, inv.userId); // expect: require-state-binding
    } catch (e) {
      if (e instanceof EnvelopeError) return text(`Cannot continue: ${e.message}`, true);
      throw e;
    }
    const picked = inv.answers?.pick?.content?.itemId;
    if (typeof picked !== 'string' || !st.candidateIds.includes(picked)) {
      return text('Pick one of the offered items.', true);
    }
    const { matchId } = await ledger.match(st.lineId, picked, inv.userId);
    return text(`Matched ${st.lineId} -> ${picked} (${matchId})`);
  }

  const line = await ledger.statementLine(statementLineId);
  const candidates = await ledger.candidates(line);
  if (candidates.length === 0) return text('No open items with that amount.');
  if (candidates.length === 1) {
    const { matchId } = await ledger.match(line.id, candidates[0].id, inv.userId);
    return text(`Matched automatically (${matchId}).`);
  }

  return {
    resultType: 'input_required',
    inputRequests: {
      pick: {
        method: 'elicitation/create',
        params: {
          message: `Statement line "${line.memo}" could match ${candidates.length} items. Which one?`,
          requestedSchema: {
            type: 'object',
            properties: {
              itemId: {
                type: 'string',
                enum: candidates.map((c) => c.id),
                enumNames: candidates.map((c) => `${c.counterparty} ${c.amountCents / 100} ${c.currency} (${c.bookedOn})`),
              },
            },
            required: ['itemId'],
          },
        },
      },
    },
    requestState: sealEnvelope<PickState>({ lineId: line.id, candidateIds: candidates.map((c) => c.id) }, inv.userId),
  };
}
