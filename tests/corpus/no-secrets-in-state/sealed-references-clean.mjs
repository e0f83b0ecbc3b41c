// Models an MCP SDK 1.x server that seals only references to credentials (connection ids, key ids, public keys) with the bundled helper — nothing secret in the state.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { sealState, openState } from 'eslint-plugin-mcp-state/seal';
import { z } from 'zod';
import { vault } from './vault.js';
import { webhooks } from './webhooks.js';

const server = new McpServer({ name: 'integrations', version: '3.2.0' });

server.registerTool(
  'register_webhook',
  { description: 'Register a webhook endpoint', inputSchema: { url: z.string().url(), events: z.array(z.string()) } },
  async ({ url, events }, extra) => {
    const userId = extra.authInfo?.extra?.userId;
    const retry = extra._meta?.retry;
    const binding = { userId, tool: 'register_webhook', args: { url, events } };
    if (!retry) {
      const signing = await vault.createSigningSecret(userId);
      const state = {
        url,
        events,
        connectionId: signing.id,
        keyId: signing.keyId,
        publicKey: signing.publicKeyPem,
        tokenType: 'Bearer',
        maxTokens: 0,
        totalTokens: 0,
        tokenizer: 'none',
        algorithm: 'HS256',
      };
      return {
        resultType: 'input_required',
        inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Send ${events.join(', ')} to ${url}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } } },
        requestState: sealState(state, binding),
      };
    }
    const opened = openState(retry.requestState, binding);
    if (!opened.ok) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    const secret = await vault.readSigningSecret(opened.state.connectionId);
    const hook = await webhooks.create({ url: opened.state.url, events: opened.state.events, secret });
    return { content: [{ type: 'text', text: `Webhook ${hook.id} registered; secret stored in the vault` }] };
  },
);

server.registerTool(
  'list_keys',
  { description: 'List API keys (metadata only)', inputSchema: { project: z.string() } },
  async ({ project }, extra) => {
    const userId = extra.authInfo?.extra?.userId;
    const keys = await vault.listKeys(project);
    return {
      resultType: 'input_required',
      inputRequests: { pick: { method: 'elicitation/create', params: { mode: 'form', message: 'Which key?', requestedSchema: { type: 'object', properties: { id: { type: 'string', enum: keys.map((key) => key.id) } } } } } },
      requestState: sealState({ project, keyIds: keys.map((key) => key.id), lastFour: keys.map((key) => key.lastFour) }, { userId, tool: 'list_keys' }),
    };
  },
);

export default server;
