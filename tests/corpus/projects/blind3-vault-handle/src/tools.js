import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { PendingStore } from './pending.js';
import { rotateSecret } from './vault-api.js';

export const pending = new PendingStore();
setInterval(() => pending.sweep(), 60_000).unref();

const ROTATE = 'rotate_secret';

export function installTools(server) {
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [{
      name: ROTATE,
      description: 'Rotate a secret in the team vault',
      inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
      annotations: { destructiveHint: true },
    }],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: args, requestState, inputResponses } = request.params;
    if (name !== ROTATE) throw new Error(`unknown tool ${name}`);
    const userId = extra.authInfo?.extra?.userId;
    if (!userId) return { isError: true, content: [{ type: 'text', text: 'Not signed in.' }] };

    if (!requestState) {
      const handle = pending.put({ userId, tool: ROTATE, args, vaultToken: extra.authInfo.token });
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: { mode: 'form', message: `Rotate ${args.path}? Old value stops working at once.`, requestedSchema: { type: 'object', properties: { yes: { type: 'boolean' } } } },
          },
        },
        requestState: handle,
      };
    }

    const rec = pending.take(requestState, { userId, tool: ROTATE, args });
    if (!rec) return { isError: true, content: [{ type: 'text', text: 'Confirmation expired or already used; start again.' }] };
    if (inputResponses?.confirm?.action !== 'accept' || inputResponses.confirm.content?.yes !== true) {
      return { content: [{ type: 'text', text: 'Not rotated.' }] };
    }
    const version = await rotateSecret(rec.vaultToken, rec.args.path);
    return { content: [{ type: 'text', text: `Rotated ${rec.args.path}, now at version ${version}.` }] };
  });
}
