import { packSearch, unpackSearch } from '../lib/search-state.js';
import { search, type Ticket } from '../tickets.js';
import { text, type ToolResult } from '../rpc/protocol.js';
import type { ToolModule } from '../rpc/methods.js';

const TOO_MANY = 50;

function render(tickets: Ticket[]): ToolResult {
  if (tickets.length === 0) return text('No matching tickets.');
  return text(
    tickets
      .slice(0, TOO_MANY)
      .map((t) => `#${t.id} [${t.queue}/${t.status}] ${t.subject} — ${t.requester}`)
      .join('\n'),
  );
}

export const searchTickets: ToolModule = {
  definition: {
    name: 'search_tickets',
    description: 'Full-text search over the tickets in the queues you work. Asks you to narrow down large result sets.',
    inputSchema: {
      type: 'object',
      properties: { query: { type: 'string', minLength: 2 } },
      required: ['query'],
    },
    annotations: { readOnlyHint: true },
  },

  async call(args, ctx) {
    const query = String(args.query ?? '').trim();
    const previous = ctx.requestState ? unpackSearch(ctx.requestState) : undefined; // expect: require-sealed-state

    if (previous) {
      const answer = ctx.inputResponses.narrow;
      const picked = answer?.action === 'accept' ? String(answer.content?.queue ?? '') : '';
      const queues = picked && previous.queues.includes(picked) ? [picked] : previous.queues;
      return render(await search(previous.query, queues));
    }

    // Only the queues this agent is staffed on are searchable.
    const scope = ctx.agent.queues;
    const hits = await search(query, scope);
    if (hits.length <= TOO_MANY || scope.length < 2) return render(hits);

    const perQueue = new Map<string, number>();
    for (const t of hits) perQueue.set(t.queue, (perQueue.get(t.queue) ?? 0) + 1);

    return {
      resultType: 'input_required',
      inputRequests: {
        narrow: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `${hits.length} tickets match "${query}". Pick a queue to narrow it down.`,
            requestedSchema: {
              type: 'object',
              properties: {
                queue: {
                  type: 'string',
                  enum: [...perQueue.keys()],
                  enumNames: [...perQueue].map(([q, n]) => `${q} (${n})`),
                },
              },
              required: ['queue'],
            },
          },
        },
      },
      requestState: packSearch({ query, queues: scope, total: hits.length }), // expect: require-sealed-state
    };
  },
};
