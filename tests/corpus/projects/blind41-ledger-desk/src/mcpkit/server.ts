import { McpServer, inputRequired } from '@modelcontextprotocol/server';
import type { InputRequests, ToolAnnotations } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import { stateCodec, type Pending } from '../state/codec.js';
import type { Handler, ToolCtx, ToolResult } from './compose.js';

/**
 * Our wrapper around the SDK. Tools never touch McpServer or the codec directly:
 * they get `defineTool` to register and `suspend` to ask the user something.
 */
export function createLedgerServer(): McpServer {
  return new McpServer(
    { name: 'ledger-desk', version: '2.1.0' },
    {
      capabilities: { tools: {} },
      requestState: { verify: stateCodec.verify },
    },
  );
}

export interface ToolSpec<S extends z.ZodObject> {
  description: string;
  input: S;
  annotations?: ToolAnnotations;
}

export function defineTool<S extends z.ZodObject>(
  server: McpServer,
  name: string,
  spec: ToolSpec<S>,
  handler: Handler<z.infer<S>>,
): void {
  server.registerTool(
    name,
    { description: spec.description, inputSchema: spec.input as z.ZodObject, annotations: spec.annotations },
    (args, ctx) => handler(args as z.infer<S>, ctx as ToolCtx),
  );
}

/** Ends this round with questions for the user; `pending` comes back verified next round. */
export async function suspend(ctx: ToolCtx, inputRequests: InputRequests, pending: Pending): Promise<ToolResult> {
  return inputRequired({ inputRequests, requestState: await stateCodec.mint(pending, ctx) });
}
