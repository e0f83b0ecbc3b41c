import { Router } from 'express';
import { TRPCError } from '@trpc/server';
import { appRouter, toolCatalog } from './trpc/router.js';
import type { McpContext } from './trpc/init.js';

type ToolName = keyof typeof toolCatalog;
const isTool = (name: unknown): name is ToolName => typeof name === 'string' && Object.hasOwn(toolCatalog, name);

const rpcError = (id: unknown, code: number, message: string) => ({ jsonrpc: '2.0', id, error: { code, message } });

export const mcp = Router();

mcp.post('/', async (req, res) => {
  const { id = null, method, params = {} } = req.body ?? {};

  switch (method) {
    case 'initialize':
      res.json({
        jsonrpc: '2.0',
        id,
        result: { protocolVersion: '2026-07-28', capabilities: { tools: {} }, serverInfo: { name: 'geo-ingest', version: '2.1.0' } },
      });
      return;

    case 'tools/list':
      res.json({
        jsonrpc: '2.0',
        id,
        result: {
          tools: Object.entries(toolCatalog).map(([name, { description, inputSchema, annotations }]) => ({
            name,
            description,
            inputSchema,
            annotations,
          })),
        },
      });
      return;

    case 'tools/call': {
      if (!isTool(params.name)) {
        res.json(rpcError(id, -32602, `Unknown tool: ${String(params.name)}`));
        return;
      }
      const ctx: McpContext = {
        user: req.user ?? null,
        requestState: typeof params.requestState === 'string' ? params.requestState : undefined,
        inputResponses: params.inputResponses ?? {},
      };
      const caller = appRouter.createCaller(ctx) as unknown as Record<string, (input?: unknown) => Promise<unknown>>;
      try {
        const result = await caller[toolCatalog[params.name].procedure](params.arguments ?? {});
        res.json({ jsonrpc: '2.0', id, result });
      } catch (err) {
        if (err instanceof TRPCError && err.code === 'BAD_REQUEST') {
          res.json(rpcError(id, -32602, err.message));
          return;
        }
        throw err; // Express 5 forwards rejected handlers to the error middleware
      }
      return;
    }

    default:
      res.json(rpcError(id, -32601, `Method not found: ${String(method)}`));
  }
});
