// Models an MCP SDK 1.x server mid-migration: one tool seals with eslint-plugin-mcp-state/seal, a legacy tool still hands out and reads plain JSON.
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, type CallToolRequest } from '@modelcontextprotocol/sdk/types.js';
import { sealState, openState } from 'eslint-plugin-mcp-state/seal';
import { archiveRepo, renameRepo } from './github.js';

type Extra = { authInfo?: { clientId: string; extra?: { userId?: string } } };

const confirmRequest = (message: string) => ({
  confirm: {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] } },
  },
});

async function archive(request: CallToolRequest, userId: string) {
  const { repo } = request.params.arguments as { repo: string };
  const binding = { userId, tool: 'archive_repo', args: { repo } };
  if (request.params.requestState === undefined) {
    return { resultType: 'input_required', inputRequests: confirmRequest(`Archive ${repo}?`), requestState: sealState({ repo }, binding) };
  }
  const opened = openState<{ repo: string }>(request.params.requestState, binding);
  if (!opened.ok) return { isError: true, content: [{ type: 'text', text: `Refused: ${opened.reason}` }] };
  await archiveRepo(opened.state.repo);
  return { content: [{ type: 'text', text: `Archived ${repo}` }] };
}

async function rename(request: CallToolRequest) {
  const { repo, newName } = request.params.arguments as { repo: string; newName: string };
  if (request.params.requestState === undefined) {
    const pending = JSON.stringify({ repo, newName, at: Date.now() });
    return { resultType: 'input_required', inputRequests: confirmRequest(`Rename ${repo} to ${newName}?`), requestState: pending }; // expect: require-sealed-state
  }
  const pending = JSON.parse(request.params.requestState) as { repo: string; newName: string }; // expect: require-sealed-state
  await renameRepo(pending.repo, pending.newName);
  return { content: [{ type: 'text', text: `Renamed to ${pending.newName}` }] };
}

export function install(server: Server) {
  server.setRequestHandler(CallToolRequestSchema, async (request, extra: Extra) => {
    const userId = extra.authInfo?.extra?.userId;
    if (!userId) return { isError: true, content: [{ type: 'text', text: 'Unauthenticated' }] };
    switch (request.params.name) {
      case 'archive_repo':
        return archive(request, userId);
      case 'rename_repo':
        return rename(request);
      default:
        return { isError: true, content: [{ type: 'text', text: 'Unknown tool' }] };
    }
  });
}
