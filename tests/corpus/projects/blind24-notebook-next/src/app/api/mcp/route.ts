import { NextResponse, type NextRequest } from 'next/server';
import { userFromBearer } from '@/lib/db';
import { mcpServerInfo } from '@/lib/env';
import { deleteNotebookAction, exportNotesAction } from '@/app/actions/notebooks';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const PROTOCOL_VERSION = '2026-07-28';

const TOOLS = [
  {
    name: 'delete_notebook',
    description: 'Delete one of your notebooks and all notes in it.',
    inputSchema: { type: 'object', properties: { notebookId: { type: 'string' } }, required: ['notebookId'] },
    annotations: { destructiveHint: true },
  },
  {
    name: 'export_notes',
    description: 'Export notes from selected notebooks.',
    inputSchema: {
      type: 'object',
      properties: { format: { type: 'string', enum: ['markdown', 'html', 'pdf'] } },
      required: ['format'],
    },
  },
];

interface JsonRpcRequest {
  jsonrpc: '2.0';
  id?: string | number;
  method: string;
  params?: Record<string, any>;
}

const rpcResult = (id: JsonRpcRequest['id'], result: unknown) => NextResponse.json({ jsonrpc: '2.0', id, result });
const rpcError = (id: JsonRpcRequest['id'], code: number, message: string) =>
  NextResponse.json({ jsonrpc: '2.0', id, error: { code, message } });

export async function POST(req: NextRequest) {
  const user = await userFromBearer(req.headers.get('authorization'));
  if (!user) {
    return NextResponse.json(
      { error: 'unauthorized' },
      { status: 401, headers: { 'WWW-Authenticate': 'Bearer resource_metadata="/.well-known/oauth-protected-resource"' } },
    );
  }

  const msg = (await req.json()) as JsonRpcRequest;
  if (msg.id === undefined) return new NextResponse(null, { status: 202 }); // notification

  switch (msg.method) {
    case 'initialize':
      return rpcResult(msg.id, {
        protocolVersion: PROTOCOL_VERSION,
        capabilities: { tools: {} },
        serverInfo: mcpServerInfo,
      });
    case 'tools/list':
      return rpcResult(msg.id, { resultType: 'complete', tools: TOOLS });
    case 'tools/call': {
      const { name, arguments: args = {}, inputResponses = {}, requestState } = msg.params ?? {};
      switch (name) {
        case 'delete_notebook':
          return rpcResult(msg.id, await deleteNotebookAction(user.id, String(args.notebookId), requestState, inputResponses.confirm));
        case 'export_notes':
          return rpcResult(msg.id, await exportNotesAction(user.id, args.format, requestState, inputResponses.pick));
        default:
          return rpcError(msg.id, -32602, `Unknown tool: ${name}`);
      }
    }
    default:
      return rpcError(msg.id, -32601, `Method not found: ${msg.method}`);
  }
}
