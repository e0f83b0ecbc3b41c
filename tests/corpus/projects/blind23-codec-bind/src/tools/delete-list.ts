import { z } from 'zod';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import type { Container } from '../container.js';
import { TOKENS } from '../tokens.js';
import { argsDigest, type AuthedContext } from '../state/vault.js';

const TOOL = 'delete_list';
const REQUIRED_SCOPE = 'lists:delete';

interface DeleteState {
  listId: string;
  listName: string;
  args: string;
}

const fail = (text: string) => ({ isError: true, content: [{ type: 'text' as const, text }] });

export function registerDeleteList(server: McpServer, c: Container): void {
  const mail = c.resolve(TOKENS.mail);
  const codec = c.resolve(TOKENS.vault).forTool<DeleteState>(TOOL);

  server.registerTool(
    TOOL,
    {
      description: 'Delete a mailing list and all of its subscribers',
      inputSchema: { listId: z.string() },
      annotations: { destructiveHint: true },
    },
    async (args, ctx) => {
      const auth = (ctx as unknown as AuthedContext & { http?: { authInfo?: { token: string; scopes: string[] } } }).http
        ?.authInfo;
      if (!auth?.scopes.includes(REQUIRED_SCOPE)) return fail(`Missing ${REQUIRED_SCOPE} scope`);

      const raw = ctx.mcpReq.requestState<string>();
      const providerToken = await mail.exchange(auth.token);

      if (raw === undefined) {
        const list = await mail.list(providerToken, args.listId);
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete ${list.name} and its ${list.subscribers} subscribers? Type the list name to confirm.`,
              requestedSchema: {
                type: 'object',
                properties: { name: { type: 'string', title: list.name } },
                required: ['name'],
              },
            }),
          },
          requestState: await codec.mint({ listId: list.id, listName: list.name, args: argsDigest(args) }, ctx),
        });
      }

      let state: DeleteState;
      try {
        state = await codec.verify(raw, ctx);
      } catch {
        return fail('Invalid or expired requestState');
      }
      if (state.args !== argsDigest(args) || state.listId !== args.listId) {
        return fail('This confirmation was for a different list.');
      }

      const answer = acceptedContent<{ name: string }>(ctx.mcpReq.inputResponses, 'confirm');
      if (answer?.name?.trim() !== state.listName) return { content: [{ type: 'text' as const, text: 'Name did not match; list kept.' }] };

      await mail.deleteList(providerToken, state.listId);
      return { content: [{ type: 'text' as const, text: `Deleted ${state.listName}.` }] };
    },
  );
}
