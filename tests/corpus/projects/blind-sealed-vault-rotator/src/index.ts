// Models a secret-rotation MCP server on SDK 1.x with a hand-written CallTool handler.
// @ts-nocheck
import { createDecipheriv } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { StateBox, sealState, openState } from './crypto/index.js';
import { vault } from './vault-client.js';

const box = new StateBox(process.env.VAULT_STATE_KEY ?? '');

const server = new Server({ name: 'vault-rotator', version: '0.4.2' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: 'rotate_secret',
      description: 'Rotate a secret in the vault',
      inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
      annotations: { destructiveHint: true },
    },
    {
      name: 'read_secret_metadata',
      description: 'Show metadata (never the value) of a secret',
      inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
      annotations: { readOnlyHint: true },
    },
  ],
}));

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  const { name, arguments: args = {}, requestState, inputResponses } = request.params;
  const userId = extra.authInfo?.extra?.userId;
  if (!userId) return { isError: true, content: [{ type: 'text', text: 'Authentication required' }] };

  if (name === 'rotate_secret') {
    if (requestState) {
      const iv = Buffer.from(requestState.slice(0, 32), 'hex'); // expect: require-sealed-state
      const decipher = createDecipheriv('aes-256-cbc', box.key, iv);
      const plain = Buffer.concat([decipher.update(Buffer.from(requestState.slice(32), 'hex')), decipher.final()]);
      const pending = JSON.parse(plain.toString('utf8'));
      if (inputResponses?.approve?.action !== 'accept') {
        return { content: [{ type: 'text', text: 'Rotation aborted.' }] };
      }
      const version = await vault.rotate(pending.path, pending.policy);
      return { content: [{ type: 'text', text: `Rotated ${pending.path}, now at version ${version}.` }] };
    }

    const meta = await vault.metadata(args.path);
    return {
      resultType: 'input_required',
      inputRequests: {
        approve: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Rotate ${args.path}? ${meta.consumers.length} services will need to reload.`,
            requestedSchema: { type: 'object', properties: { reason: { type: 'string' } } },
          },
        },
      },
      requestState: box.wrap({ path: args.path, policy: meta.policy, requestedBy: userId }), // expect: require-sealed-state
    };
  }

  if (name === 'read_secret_metadata') {
    if (requestState) {
      const state = openState(requestState, userId, 'read_secret_metadata');
      if (!state) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      const fields = inputResponses?.fields?.content?.fields ?? ['version'];
      const meta = await vault.metadata(state.path);
      return { content: [{ type: 'text', text: JSON.stringify(Object.fromEntries(fields.map((f) => [f, meta[f]]))) }] };
    }

    return {
      resultType: 'input_required',
      inputRequests: {
        fields: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: 'Which metadata fields do you want?',
            requestedSchema: { type: 'object', properties: { fields: { type: 'array', items: { type: 'string' } } } },
          },
        },
      },
      requestState: sealState({ path: args.path }, userId, 'read_secret_metadata'),
    };
  }

  return { isError: true, content: [{ type: 'text', text: `Unknown tool: ${name}` }] };
});

await server.connect(new StdioServerTransport());
