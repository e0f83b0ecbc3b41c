import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { codec, type Pending } from '../state.js';
import { line, who } from '../audit.js';
import { pipe, tap } from '../lib/fp.js';
import { digest } from '../lib/hash.js';
import { dashboard, removeDashboard } from '../upstream.js';

const NAME = 'delete_dashboard';

type Data = Pending & { a: string; title: string };

export function register(server: McpServer): void {
  server.registerTool(
    NAME,
    {
      description: 'Delete a dashboard by uid, after the user confirms.',
      inputSchema: z.object({ uid: z.string().min(1) }),
      annotations: { destructiveHint: true },
    },
    async ({ uid }, ctx) => {
      const user = who(ctx);
      const state = ctx.mcpReq.requestState<Data>();

      if (state === undefined) {
        const res = await dashboard(uid);
        const payload = pipe(
          { tool: NAME, a: digest({ uid }), title: res.title },
          tap((value) => console.debug('[delete_dashboard] pending', value.title)),
        );
        return inputRequired({
          inputRequests: {
            confirm: inputRequired.elicit({
              message: `Delete "${res.title}" (${res.panels} panels, folder ${res.folder})?`,
              requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
            }),
          },
          requestState: await codec.mint(payload, ctx),
        });
      }

      if (state.tool !== NAME || state.a !== digest({ uid })) {
        return { isError: true, content: [{ type: 'text', text: 'This confirmation was for something else.' }] };
      }
      const answer = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
      if (!answer?.confirm) return { content: [{ type: 'text', text: 'Kept.' }] };

      await removeDashboard(uid);
      const auth = ctx.http?.authInfo;
      if (auth) line('dashboard.deleted', user, auth, { uid, title: state.title });
      return { content: [{ type: 'text', text: `Deleted "${state.title}".` }] };
    },
  );
}
