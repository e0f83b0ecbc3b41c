import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { ErrorCode, McpError, type CallToolRequest, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ResumeTokens } from './resume-tokens.js';
import { incomingRound, needsInput, type InputRequests } from './wire.js';

export interface RequestExtra {
  authInfo?: AuthInfo;
  sendNotification(notification: { method: string; params: Record<string, unknown> }): Promise<void>;
}

export interface ToolContext<S> {
  userId: string;
  authInfo?: AuthInfo;
  /** Step name and data carried from the previous round, after verification. */
  step: string | undefined;
  saved: S | undefined;
  responses: Record<string, unknown>;
  suspend(step: string, inputRequests: InputRequests, data: Partial<S>): CallToolResult;
  progress(done: number, total?: number, message?: string): Promise<void>;
}

export interface ToolDef<A = any, S = any> {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations?: { destructiveHint?: boolean; openWorldHint?: boolean; readOnlyHint?: boolean };
  parse(raw: unknown): A;
  run(args: A, ctx: ToolContext<S>): Promise<CallToolResult>;
}

export function userOf(extra: { authInfo?: AuthInfo }): string {
  const id = extra.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id === '') throw new McpError(ErrorCode.InvalidRequest, 'No authenticated agent on this request');
  return id;
}

export function createToolDispatcher(deps: { tools: ToolDef[]; tokens: ResumeTokens; isLegacyClient: () => boolean }) {
  const byName = new Map(deps.tools.map((tool) => [tool.name, tool]));

  return async function dispatch(request: CallToolRequest, extra: RequestExtra): Promise<CallToolResult> {
    const { name, arguments: rawArgs = {} } = request.params;
    const tool = byName.get(name);
    if (!tool) throw new McpError(ErrorCode.MethodNotFound, `Unknown tool ${name}`);

    const userId = userOf(extra);
    const round = incomingRound(request.params as Record<string, unknown>, deps.isLegacyClient());

    let step: string | undefined;
    let saved: unknown;
    if (round.requestState) {
      try {
        const claims = deps.tokens.read(round.requestState, userId, name); // expect: require-state-binding
        step = claims.step;
        saved = claims.data;
      } catch {
        return { isError: true, content: [{ type: 'text', text: `This ${name} conversation expired or was changed. Please start again.` }] };
      }
    }

    const progressToken = request.params._meta?.progressToken;
    const ctx: ToolContext<unknown> = {
      userId,
      authInfo: extra.authInfo,
      step,
      saved,
      responses: round.inputResponses,
      suspend: (nextStep, inputRequests, data) =>
        needsInput(inputRequests, deps.tokens.issue(name, userId, nextStep, data), round.legacy) as CallToolResult,
      progress: async (done, total, message) => {
        if (progressToken === undefined) return;
        await extra.sendNotification({ method: 'notifications/progress', params: { progressToken, progress: done, total, message } });
      },
    };

    return tool.run(tool.parse(rawArgs), ctx);
  };
}
