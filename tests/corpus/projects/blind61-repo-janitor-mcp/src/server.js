import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import * as deleteBranchesTool from './tools/delete-branches.js';
import * as labelStaleTool from './tools/label-stale.js';

const registry = {
  [deleteBranchesTool.DELETE_BRANCHES]: { definition: deleteBranchesTool.definition, run: deleteBranchesTool.deleteBranches },
  [labelStaleTool.LABEL_STALE]: { definition: labelStaleTool.definition, run: labelStaleTool.labelStale },
};

/** The signed-in user, from the access token the HTTP layer verified. */
function callerFrom(extra) {
  const info = extra.authInfo;
  const userId = info?.extra?.userId;
  const githubLogin = info?.extra?.githubLogin;
  if (typeof userId !== 'string' || !userId || typeof githubLogin !== 'string') {
    throw new Error('repo-janitor needs a signed-in user with a linked GitHub login');
  }
  return { userId, githubLogin };
}

export function createServer() {
  const server = new Server({ name: 'repo-janitor', version: '0.9.4' }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: Object.values(registry).map((entry) => entry.definition),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const entry = Object.hasOwn(registry, request.params.name) ? registry[request.params.name] : undefined;
    if (!entry) return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
    return entry.run(request.params, callerFrom(extra));
  });

  return server;
}
