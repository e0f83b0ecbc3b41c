import { RPC, RpcException, type CallContext } from '../rpc';
import { listNotebooks } from '../notebooks';
import { deleteNotebookTool, runDeleteNotebook } from './delete-notebook';
import { runSummarize, summarizeTool } from './summarize';

export interface ToolCall {
  name: string;
  arguments: Record<string, unknown>;
  inputResponses: Record<string, { action?: string; content?: any } | undefined>;
  requestState?: string;
}

export type ToolResult =
  | { resultType?: 'complete'; content: Array<{ type: 'text'; text: string }>; isError?: boolean }
  | { resultType: 'input_required'; inputRequests: Record<string, unknown>; requestState?: string };

const listNotebooksTool = {
  name: 'list_notebooks',
  description: 'List your notebooks, alphabetically.',
  inputSchema: { type: 'object', properties: {} },
  annotations: { readOnlyHint: true },
};

async function runListNotebooks(_call: ToolCall, ctx: CallContext): Promise<ToolResult> {
  const notebooks = await listNotebooks(ctx.env, ctx.userId);
  const text = notebooks.map((nb) => `${nb.id}\t${nb.title}`).join('\n') || 'No notebooks yet.';
  return { content: [{ type: 'text', text }] };
}

const table: Record<string, { definition: object; run: (call: ToolCall, ctx: CallContext) => Promise<ToolResult> }> = {
  list_notebooks: { definition: listNotebooksTool, run: runListNotebooks },
  delete_notebook: { definition: deleteNotebookTool, run: runDeleteNotebook },
  summarize_notebook: { definition: summarizeTool, run: runSummarize },
};

export const listTools = () => Object.values(table).map((entry) => entry.definition);

export async function callTool(params: Record<string, unknown>, ctx: CallContext): Promise<ToolResult> {
  const name = params.name;
  if (typeof name !== 'string' || !Object.hasOwn(table, name)) {
    throw new RpcException(RPC.invalidParams, `Unknown tool: ${String(name)}`);
  }
  if (params.requestState !== undefined && typeof params.requestState !== 'string') {
    throw new RpcException(RPC.invalidParams, 'requestState must be a string');
  }
  const call: ToolCall = {
    name,
    arguments: (params.arguments ?? {}) as Record<string, unknown>,
    inputResponses: (params.inputResponses ?? {}) as ToolCall['inputResponses'],
    requestState: params.requestState as string | undefined,
  };
  const result = await table[name].run(call, ctx);
  return 'resultType' in result && result.resultType ? result : { resultType: 'complete', ...result };
}
