import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { SERVER_NAME, SERVER_VERSION, STATE_TTL_MS } from './config/constants.js';
import { deriveStateKey } from './config/keys.js';
import { InvalidStateError, StateSigner } from './state/StateSigner.js';
import { exportStatements } from './tools/exportStatements.js';
import { issueRefund } from './tools/issueRefund.js';
import { toolError, type InputResponse, type ToolContext, type ToolDefinition } from './tools/types.js';

const TOOLS: readonly ToolDefinition[] = [issueRefund, exportStatements];

type MrtrParams = {
  requestState?: string;
  inputResponses?: Record<string, InputResponse>;
};

export function buildServer(): Server {
  const signer = new StateSigner(deriveStateKey(), STATE_TTL_MS); // expect: no-weak-state-key, require-state-binding

  const server = new Server(
    { name: SERVER_NAME, version: SERVER_VERSION },
    { capabilities: { tools: {} }, instructions: 'Refunds require an explicit approval round.' },
  );

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      annotations,
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = TOOLS.find((t) => t.name === request.params.name);
    if (!tool) {
      throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${request.params.name}`);
    }

    const userId = extra.authInfo?.extra?.userId;
    if (typeof userId !== 'string') {
      throw new McpError(ErrorCode.InvalidRequest, 'An authenticated user is required');
    }
    const scopes = extra.authInfo?.scopes ?? [];
    if (!scopes.includes(tool.requiredScope)) {
      return toolError(`Missing scope ${tool.requiredScope}`);
    }

    const params = request.params as typeof request.params & MrtrParams;
    const ctx: ToolContext = {
      userId,
      scopes,
      signer,
      requestState: params.requestState,
      inputResponses: params.inputResponses ?? {},
    };

    try {
      const result = await tool.run(request.params.arguments ?? {}, ctx);
      return { resultType: 'complete', ...result } as never;
    } catch (err) {
      if (err instanceof InvalidStateError) {
        throw new McpError(ErrorCode.InvalidParams, err.message);
      }
      throw err;
    }
  });

  return server;
}
