import * as z from 'zod/v4';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { codec, type Pending } from '../state.js';
import { AUDIT_FIELDS, line, who, type Actor } from '../audit.js';
import { merge, pick, pipe } from '../lib/fp.js';
import { alerts, silence } from '../upstream.js';

const NAME = 'create_silence';

const Args = z.object({
  matchers: z.array(z.string().regex(/^[a-zA-Z_][a-zA-Z0-9_]*=.+$/)).min(1),
  comment: z.string().max(500).optional(),
});

type Data = Pending & { matchers: string[]; comment?: string; n: number; by: Pick<Actor, (typeof AUDIT_FIELDS)[number]> };

export function register(server: McpServer): void {
  server.registerTool(
    NAME,
    {
      description: 'Silence the alerts matching label matchers. Shows what would be muted and asks for how long.',
      inputSchema: Args,
    },
    async (args, ctx) => {
      const user = who(ctx);
      const auth = ctx.http?.authInfo;
      if (!auth) return { isError: true, content: [{ type: 'text', text: 'Silences need a signed-in user.' }] };

      const state = ctx.mcpReq.requestState<Data>();
      if (state === undefined) {
        const muted = await alerts(args.matchers);
        const payload = pipe(
          pick(args, ['matchers', 'comment']),
          (value) => merge(value, { tool: NAME, n: muted.length }),
          (value) => merge(value, { by: pick(auth, AUDIT_FIELDS) }), // expect-todo: no-secrets-in-state
        );
        line('silence.requested', user, auth, { matchers: args.matchers, n: muted.length });
        return inputRequired({
          inputRequests: {
            duration: inputRequired.elicit({
              message: `${muted.length} alert(s) match. Silence them for how many minutes?`,
              requestedSchema: {
                type: 'object',
                properties: { minutes: { type: 'integer', minimum: 5, maximum: 1440, default: 60 } },
                required: ['minutes'],
              },
            }),
          },
          requestState: await codec.mint(payload, ctx),
        });
      }

      if (state.tool !== NAME) return { isError: true, content: [{ type: 'text', text: 'State from another tool.' }] };
      const picked = acceptedContent<{ minutes: number }>(ctx.mcpReq.inputResponses, 'duration');
      if (!picked) return { content: [{ type: 'text', text: 'No silence created.' }] };

      const res = await silence(state.matchers, picked.minutes, user, state.comment ?? `via MCP by ${user}`);
      line('silence.created', user, state.by, { id: res.silenceID, minutes: picked.minutes });
      return { content: [{ type: 'text', text: `Silence ${res.silenceID} created for ${picked.minutes} min (${state.n} alerts).` }] };
    },
  );
}
