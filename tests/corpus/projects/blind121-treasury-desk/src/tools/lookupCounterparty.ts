// Registers the lookup_counterparty tool, which asks which counterparty is meant when several match.
// @ts-nocheck
import { createRequestStateCodec, inputRequired, acceptedContent, type McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { bank } from '../bank.js';
import { requireKey } from '../crypto/keyring.js';
import { principalOf } from '../principal.js';

const TOOL = 'lookup_counterparty';

const codec = createRequestStateCodec<{ q: string; candidates: string[] }>({
  key: requireKey('TREASURY_LOOKUP_STATE_KEY'),
  ttlSeconds: 300,
  bind: (ctx) => `${principalOf(ctx)}|${TOOL}`,
});

export function registerLookup(server: McpServer): void {
  server.registerTool(
    TOOL,
    {
      description: 'Find a payment counterparty by name, asking which one if several match',
      inputSchema: z.object({ q: z.string().min(2) }),
      annotations: { readOnlyHint: true },
    },
    async ({ q }, ctx) => {
      const raw = ctx.mcpReq.requestState();
      if (raw) {
        const state = await codec.verify(raw, ctx);
        if (state.q !== q) return { isError: true, content: [{ type: 'text', text: 'State belongs to a different search.' }] };
        const pick = acceptedContent<{ id: string }>(ctx.mcpReq.inputResponses, 'which');
        const id = pick?.id;
        if (!id || !state.candidates.includes(id)) return { content: [{ type: 'text', text: 'No counterparty chosen.' }] };
        const match = (await bank.findCounterparties(q)).find((c) => c.id === id);
        return { content: [{ type: 'text', text: match ? `${match.name} — ${match.iban} (${match.country})` : 'Counterparty vanished.' }] };
      }

      const found = await bank.findCounterparties(q);
      if (found.length <= 1) {
        const c = found[0];
        return { content: [{ type: 'text', text: c ? `${c.name} — ${c.iban} (${c.country})` : 'No match.' }] };
      }
      return inputRequired({
        inputRequests: {
          which: inputRequired.elicit({
            message: `Several counterparties match "${q}". Which one?`,
            requestedSchema: {
              type: 'object',
              properties: { id: { type: 'string', oneOf: found.map((c) => ({ const: c.id, title: `${c.name} (${c.country})` })) } },
              required: ['id'],
            },
          }),
        },
        requestState: await codec.mint({ q, candidates: found.map((c) => c.id) }, ctx),
      });
    },
  );
}
