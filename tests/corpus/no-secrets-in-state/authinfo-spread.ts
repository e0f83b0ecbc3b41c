// Models an MCP SDK 1.x server that spreads extra.authInfo (which holds the bearer token) into bundled-helper state, next to tools that copy only public auth fields.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { sealState, openState } from 'eslint-plugin-mcp-state/seal';
import { reports } from './reports.js';

type Extra = { authInfo?: AuthInfo };

const ask = (message: string) => ({ range: { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } } } } } });

export function install(server: Server) {
  server.setRequestHandler(CallToolRequestSchema, async (request, extra: Extra) => {
    const userId = String(extra.authInfo?.extra?.userId);
    const tool = request.params.name;
    const binding = { userId, tool };

    if (request.params.requestState) {
      const opened = openState<{ reportId: string }>(request.params.requestState, binding);
      if (!opened.ok) return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
      const range = request.params.inputResponses?.range?.content;
      return { content: [{ type: 'text', text: await reports.render(opened.state.reportId, range) }] };
    }

    const reportId = String(request.params.arguments?.reportId);
    if (tool === 'sales_report') {
      return {
        resultType: 'input_required',
        inputRequests: ask('Which period?'),
        requestState: sealState({ reportId, ...extra.authInfo }, binding), // expect: no-secrets-in-state
      };
    }
    if (tool === 'usage_report') {
      const { authInfo } = extra;
      const state = {
        reportId,
        ...authInfo, // expect: no-secrets-in-state
      };
      return { resultType: 'input_required', inputRequests: ask('Which period?'), requestState: sealState(state, binding) };
    }
    if (tool === 'audit_report') {
      const state = {
        reportId,
        clientId: extra.authInfo?.clientId,
        scopes: extra.authInfo?.scopes ?? [],
        expiresAt: extra.authInfo?.expiresAt,
        resource: extra.authInfo?.resource?.href,
      };
      return { resultType: 'input_required', inputRequests: ask('Which period?'), requestState: sealState(state, binding) };
    }
    if (tool === 'cost_report') {
      const auth = extra.authInfo!;
      return {
        resultType: 'input_required',
        inputRequests: ask('Which period?'),
        requestState: sealState(
          {
            reportId,
            accessToken: auth.token, // expect: no-secrets-in-state
            tenant: auth.extra?.tenantId,
          },
          binding,
        ),
      };
    }
    return { isError: true, content: [{ type: 'text', text: `Unknown tool ${tool}` }] };
  });
}
