import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { fail, type RoundParams, type ToolContext, type ToolResult } from '../lib/results';
import { flushZone, flushZoneTool } from './flush-zone';
import { setSchedule, setScheduleTool } from './set-schedule';

type Handler = (params: RoundParams, ctx: ToolContext) => Promise<ToolResult>;

const handlers: Record<string, Handler> = {
  [flushZoneTool.name]: flushZone,
  [setScheduleTool.name]: setSchedule,
};

export const toolList: Tool[] = [flushZoneTool, setScheduleTool];

export async function callTool(params: RoundParams, ctx: ToolContext): Promise<ToolResult> {
  const handler = handlers[params.name];
  if (!handler) return fail(`Unknown tool ${params.name}`);
  try {
    return await handler(params, ctx);
  } catch (err) {
    console.error(`tool ${params.name} failed`, err);
    return fail(err instanceof Error ? err.message : 'Tool failed');
  }
}
