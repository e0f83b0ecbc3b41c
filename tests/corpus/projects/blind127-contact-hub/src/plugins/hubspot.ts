// HubSpot plugin registering import_from_hubspot to import contacts from a chosen list.
// @ts-nocheck
import { z } from 'zod';
import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { definePlugin, reply } from '../plugin.js';
import { stateCodec } from '../state/index.js';

const HUBSPOT = 'https://api.hubapi.com';

async function hubspot<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${HUBSPOT}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`HubSpot ${path} -> ${res.status}`);
  return (await res.json()) as T;
}

export default definePlugin({
  name: 'hubspot',
  setup({ server, crm, log }) {
    server.registerTool(
      'import_from_hubspot',
      {
        description: 'Import contacts from one of your HubSpot lists.',
        inputSchema: z.object({}),
      },
      async (_args, ctx) => {
        const raw = await ctx.mcpReq.requestState<string>();
        const responses = ctx.mcpReq.inputResponses;

        if (!raw) {
          const creds = acceptedContent<{ token: string }>(responses, 'hubspot');
          if (!creds) {
            return inputRequired({
              inputRequests: {
                hubspot: inputRequired.elicit({
                  message: 'Paste a HubSpot private app token with crm.lists.read scope.',
                  requestedSchema: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
                }),
              },
            });
          }
          const { lists } = await hubspot<{ lists: { listId: string; name: string }[] }>(creds.token, '/crm/v3/lists');
          const choices = lists.map((l) => ({ id: l.listId, name: l.name }));
          return inputRequired({
            inputRequests: {
              list: inputRequired.elicit({
                message: 'Which list should be imported?',
                requestedSchema: {
                  type: 'object',
                  properties: { listId: { type: 'string', enum: choices.map((c) => c.id) } },
                  required: ['listId'],
                },
              }),
            },
            requestState: await stateCodec.mint(
              { kind: 'hubspot-import', stage: 'pick-list', hubspotToken: creds.token, lists: choices }, // expect: no-secrets-in-state
              ctx,
            ),
          });
        }

        const state = await stateCodec.verify(raw, ctx).catch(() => undefined);
        if (!state || state.kind !== 'hubspot-import') return reply('Import session expired; start again.', true);
        const pick = acceptedContent<{ listId: string }>(responses, 'list');
        if (!pick || !state.lists.some((l) => l.id === pick.listId)) return reply('No list chosen.');

        const members = await hubspot<{ results: { properties: Record<string, string> }[] }>(
          state.hubspotToken,
          `/crm/v3/lists/${pick.listId}/memberships/join-order?limit=250`,
        );
        const result = await crm.upsertMany(
          members.results.map(({ properties: p }) => ({
            name: [p.firstname, p.lastname].filter(Boolean).join(' '),
            email: p.email,
            company: p.company,
          })),
        );
        log(`hubspot import: ${result.created} created, ${result.updated} updated`);
        return reply(`Imported ${result.created} new and updated ${result.updated} contacts.`);
      },
    );
  },
});
