import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { Effect } from 'effect';
import { currentAgent, inputResponses, roundState } from '../services/Request.js';
import { mintRound, type TicketRound } from '../services/StateCodec.js';
import { UpstreamClient } from '../services/Upstream.js';
import { confirmSchema, refused, text } from './results.js';

export const MERGE_TICKETS = 'merge_tickets' as const;

export interface MergeArgs {
  readonly survivorId: number;
  readonly duplicateId: number;
}

export const mergeTickets = ({ survivorId, duplicateId }: MergeArgs) =>
  Effect.gen(function* () {
    const agent = yield* currentAgent;
    const upstream = yield* UpstreamClient;
    const round = yield* roundState<TicketRound>();

    if (round === undefined) {
      if (survivorId === duplicateId) return refused('A ticket cannot be merged into itself.');
      const [survivor, duplicate] = yield* Effect.all(
        [upstream.ticketSummary(survivorId), upstream.ticketSummary(duplicateId)],
        { concurrency: 2 },
      );
      const requestState = yield* mintRound({ tool: MERGE_TICKETS, step: 'confirm', survivorId, duplicateId });
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: `Merge #${duplicateId} ("${duplicate.subject}") into #${survivorId} ("${survivor.subject}")? The duplicate is closed.`,
            requestedSchema: confirmSchema,
          }),
        },
        requestState,
      });
    }

    if (round.tool !== MERGE_TICKETS) return refused('That confirmation was for another tool.');

    const answer = acceptedContent<{ confirm: boolean }>(yield* inputResponses, 'confirm');
    if (!answer?.confirm) return text('Left both tickets as they were.');

    // act on what was confirmed, not on whatever the retry names
    yield* upstream.mergeTickets(round.survivorId, round.duplicateId, agent.email);
    return text(`Merged #${round.duplicateId} into #${round.survivorId}.`);
  });
