// Models an MCP SDK 1.x McpServer tool sealing with eslint-plugin-mcp-state/seal, where the state object built in a const carries an API key and gets a password written into it.
// @ts-nocheck
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { sealState, openState } from 'eslint-plugin-mcp-state/seal';
import { z } from 'zod';
import { connectors } from './connectors.js';

const TOOL = 'connect_database';

export function register(server: McpServer) {
  server.registerTool(
    TOOL,
    {
      description: 'Connect a database as a data source',
      inputSchema: { host: z.string(), database: z.string(), apiKey: z.string().optional() },
    },
    async ({ host, database, apiKey }, extra) => {
      const userId = extra.authInfo?.extra?.userId as string;
      const meta = extra._meta as { requestState?: string; inputResponses?: Record<string, any> } | undefined;

      if (!meta?.requestState) {
        const state = {
          step: 'credentials',
          host,
          database,
          apiKey, // expect: no-secrets-in-state
        };
        return {
          resultType: 'input_required',
          inputRequests: {
            login: {
              method: 'elicitation/create',
              params: { mode: 'form', message: `Credentials for ${database}@${host}`, requestedSchema: { type: 'object', properties: { user: { type: 'string' }, password: { type: 'string' } } } },
            },
          },
          requestState: sealState(state, { userId, tool: TOOL }),
        };
      }

      const opened = openState<{ step: string; host: string; database: string; apiKey?: string }>(meta.requestState, { userId, tool: TOOL });
      if (!opened.ok) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      const login = meta.inputResponses?.login?.content ?? {};

      if (opened.state.step === 'credentials') {
        const next = { step: 'confirm', host: opened.state.host, database: opened.state.database, dbUser: login.user };
        next.password = login.password; // expect: no-secrets-in-state
        return {
          resultType: 'input_required',
          inputRequests: {
            confirm: { method: 'elicitation/create', params: { mode: 'form', message: `Connect as ${login.user}?`, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } } },
          },
          requestState: sealState(next, { userId, tool: TOOL }),
        };
      }

      const summary = { host: opened.state.host, database: opened.state.database, tokenCount: 0, maxTokens: 4096 };
      const connection = await connectors.create(userId, summary);
      return { content: [{ type: 'text', text: `Connected ${connection.id}` }] };
    },
  );
}
