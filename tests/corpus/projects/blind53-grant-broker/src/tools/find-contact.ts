import { type CallToolResult, type McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { principalOf } from '../auth/principal.js';
import { CrmClient, type Contact } from '../crm/client.js';
import type { StateKeys } from '../config/keys.js';
import { SealedChannel } from '../crypto/envelope.js';
import type { TokenVault } from '../vault/token-vault.js';

const TOOL = 'find_contact';
const MORE = '__more__';

const PickState = z.object({
  connectionId: z.string(),
  query: z.string(),
  candidates: z.array(z.object({ id: z.string(), name: z.string() })).max(5),
  /** The CRM search cursor for "show more"; an opaque position, not a credential. */
  pageToken: z.string().optional(),
  round: z.number().int().min(1).max(10),
});
type PickState = z.output<typeof PickState>;

class PickChannel extends SealedChannel<typeof PickState> {
  protected readonly schema = PickState;
}

const Pick = z.object({ contactId: z.string() });

const describe = (c: Contact): string => [c.name, c.company, c.email].filter(Boolean).join(' · ');
const say = (text: string, isError = false): CallToolResult => ({ ...(isError ? { isError } : {}), content: [{ type: 'text', text }] });

export function registerFindContact(server: McpServer, deps: { readonly keys: StateKeys; readonly vault: TokenVault }): void {
  const channel = new PickChannel(deps.keys);

  server.registerTool(
    TOOL,
    {
      title: 'Find CRM contact',
      description: "Search the user's connected CRM for a contact; asks which one when several match.",
      inputSchema: z.object({ connectionId: z.string().startsWith('conn_'), query: z.string().min(2).max(100) }),
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    async ({ connectionId, query }, ctx) => {
      const userId = principalOf(ctx);
      const binding = { userId, tool: TOOL } as const;

      const grant = await deps.vault.get(userId, connectionId);
      if (!grant) return say(`No connection ${connectionId} for this account. Connect your CRM first.`, true);
      const crm = new CrmClient(grant);

      let pageToken: string | undefined;
      let round = 1;
      const raw = ctx.mcpReq.requestState<string>();
      if (raw !== undefined) {
        const opened = channel.open(raw, binding);
        if (!opened.ok) return say(`Your earlier choice can't be used any more (${opened.reason}). Search again.`, true);
        const state: PickState = opened.value;
        if (state.connectionId !== connectionId || state.query !== query) return say('That answer was for another search.', true);

        const picked = acceptedContent(ctx.mcpReq.inputResponses, 'pick', Pick);
        if (!picked) return say('Search cancelled.');
        if (picked.contactId !== MORE) {
          if (!state.candidates.some((c) => c.id === picked.contactId)) return say('That contact was not offered.', true);
          return say(describe(await crm.contact(picked.contactId)));
        }
        pageToken = state.pageToken;
        round = state.round + 1;
      }

      const page = await crm.searchContacts(query, pageToken);
      if (page.items.length === 0) return say(`No contacts match "${query}".`);
      if (page.items.length === 1 && !page.nextPageToken) return say(describe(page.items[0]!));

      const candidates = page.items.slice(0, 5).map((c) => ({ id: c.id, name: describe(c) }));
      const options = [
        ...candidates.map((c) => ({ const: c.id, title: c.name })),
        ...(page.nextPageToken && round < 10 ? [{ const: MORE, title: 'Show more…' }] : []),
      ];

      return inputRequired({
        inputRequests: {
          pick: inputRequired.elicit({
            message: `Several contacts match "${query}". Which one?`,
            requestedSchema: {
              type: 'object',
              properties: { contactId: { type: 'string', title: 'Contact', oneOf: options } },
              required: ['contactId'],
            },
          }),
        },
        requestState: channel.seal(
          { connectionId, query, candidates, round, ...(page.nextPageToken ? { pageToken: page.nextPageToken } : {}) },
          binding,
        ),
      });
    },
  );
}
