import OAuthProvider from '@cloudflare/workers-oauth-provider';
import { McpAgent } from 'agents/mcp';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { accessHandler } from './access-handler';
import type { Env, Props } from './env';
import { callTool, toolList } from './tools';

export class GreenhouseMCP extends McpAgent<Env, Record<string, never>, Props> {
  server = new Server(
    { name: 'greenhouse', version: '1.3.0' },
    { capabilities: { tools: {} }, instructions: 'Irrigation hub for the nursery. Zones are named like B2-EAST.' },
  );

  async init() {
    this.server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: toolList }));
    this.server.setRequestHandler(CallToolRequestSchema, async (request) =>
      callTool(request.params, { env: this.env, props: this.props }),
    );
  }
}

export default new OAuthProvider({
  apiHandlers: {
    '/mcp': GreenhouseMCP.serve('/mcp'),
  },
  // the agent's env is untyped here
  defaultHandler: accessHandler as any,
  authorizeEndpoint: '/authorize',
  tokenEndpoint: '/token',
  clientRegistrationEndpoint: '/register',
  accessTokenTTL: 3600,
});
