// Tool registry: imports tool modules from the manifest and registers them with hooks and state helpers.
// @ts-nocheck
import { McpServer, inputRequired } from '@modelcontextprotocol/server';
import { stateCodec, STATE_API_VERSION, type KbState } from './stateCodec.js';
import { runBefore, runAfter, HookRefusal, log } from './hooks.js';

const MANIFEST = ['./tools/searchPages.js', './tools/proposeEdit.js', './tools/deletePage.js'];

export interface ToolKit {
  userId: string;
  resume(): KbState | undefined;
  suspend(inputRequests: Record<string, unknown>, payload: Record<string, unknown>): Promise<unknown>;
}

export interface KbTool {
  name: string;
  scope: string;
  config: { title?: string; description: string; inputSchema: unknown; annotations?: Record<string, unknown> };
  handler(args: any, ctx: any, kit: ToolKit): Promise<unknown>;
}

class StateMismatch extends Error {}

let tools: KbTool[] = [];

export async function loadTools() {
  tools = [];
  for (const spec of MANIFEST) {
    const mod = await import(spec);
    const tool: KbTool = mod.default;
    if (!tool?.name || typeof tool.handler !== 'function') throw new Error(`${spec} does not export a tool`);
    tools.push(tool);
  }
  log.info({ tools: tools.map((t) => t.name) }, 'tools loaded');
}

function refusal(text: string) {
  return { isError: true, content: [{ type: 'text', text }] };
}

function kitFor(tool: KbTool, ctx, userId: string): ToolKit {
  return {
    userId,
    resume() {
      const payload = ctx.mcpReq.requestState<KbState>();
      if (payload === undefined) return undefined;
      if (payload.tool !== tool.name || payload.apiVersion !== STATE_API_VERSION) {
        throw new StateMismatch('requestState was issued for a different tool');
      }
      return payload;
    },
    async suspend(inputRequests, payload) {
      const requestState = await stateCodec.mint({ ...payload, tool: tool.name, apiVersion: STATE_API_VERSION }, ctx);
      return inputRequired({ inputRequests, requestState });
    },
  };
}

export function buildServer(): McpServer {
  const server = new McpServer(
    { name: 'knowledge-base', version: '2.0.1' },
    { capabilities: { tools: {} }, requestState: { verify: stateCodec.verify } },
  );

  for (const tool of tools) {
    server.registerTool(tool.name, tool.config, async (args, ctx) => {
      const authInfo = ctx.http?.authInfo;
      const hc = {
        tool: tool.name,
        scope: tool.scope,
        userId: authInfo?.extra?.userId,
        scopes: authInfo?.scopes ?? [],
        startedAt: Date.now(),
      };
      let outcome = 'ok';
      try {
        await runBefore(hc);
        const result = await tool.handler(args, ctx, kitFor(tool, ctx, hc.userId));
        if (result?.resultType === 'input_required') outcome = 'input_required';
        else if (result?.isError) outcome = 'error';
        return result;
      } catch (err) {
        if (err instanceof HookRefusal || err instanceof StateMismatch) {
          outcome = 'refused';
          return refusal(err.message);
        }
        outcome = 'exception';
        throw err;
      } finally {
        await runAfter(hc, outcome);
      }
    });
  }
  return server;
}
