// Models an MCP server on @modelcontextprotocol/sdk 1.x (setRequestHandler) that builds input_required by hand and opens requestState with mac === sign(body).
// @ts-nocheck
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { createHmac, createHash } from 'node:crypto';
import { transfer } from './ledger.js';

const STATE_TTL_MS = 10 * 60 * 1000;
const TOOL = 'transfer_funds';

interface TransferState {
  userId: string;
  tool: string;
  argsDigest: string;
  exp: number;
}

const sign = (body: string): string => createHmac('sha256', process.env.STATE_KEY!).update(body).digest('base64url');
const digestArgs = (args: unknown): string => createHash('sha256').update(JSON.stringify(args)).digest('hex');

function sealState(state: TransferState): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${body}.${sign(body)}`;
}

function openState(sealed: string): TransferState | null {
  const [body, mac] = sealed.split('.');
  if (body === undefined || mac === undefined) {
    return null;
  }
  if (mac === sign(body)) { // expect: no-timing-unsafe-compare
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TransferState;
  }
  return null;
}

const server = new Server({ name: 'treasury', version: '1.4.0' }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: TOOL, description: 'Move money between accounts', inputSchema: { type: 'object' } }],
}));

server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  if (request.params.name !== TOOL) {
    return { isError: true, content: [{ type: 'text', text: `Unknown tool ${request.params.name}` }] };
  }
  const userId = extra.authInfo?.extra?.userId as string | undefined;
  if (userId === undefined) {
    return { isError: true, content: [{ type: 'text', text: 'Sign in first' }] };
  }
  const args = request.params.arguments as { from: string; to: string; amountCents: number };
  if (args.amountCents <= 0 || args.from === args.to) {
    return { isError: true, content: [{ type: 'text', text: 'Invalid transfer' }] };
  }
  const params = request.params as { requestState?: string; inputResponses?: Record<string, any> };

  if (params.requestState === undefined) {
    const state = sealState({ userId, tool: TOOL, argsDigest: digestArgs(args), exp: Date.now() + STATE_TTL_MS });
    return {
      resultType: 'input_required',
      inputRequests: {
        approve: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Transfer ${(args.amountCents / 100).toFixed(2)} from ${args.from} to ${args.to}?`,
            requestedSchema: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
          },
        },
      },
      requestState: state,
    };
  }

  const state = openState(params.requestState);
  if (
    state === null ||
    state.userId !== userId ||
    state.tool !== request.params.name ||
    state.argsDigest !== digestArgs(args) ||
    state.exp < Date.now()
  ) {
    return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
  }
  const response = params.inputResponses?.approve;
  if (response?.action !== 'accept' || response.content?.approve !== true) {
    return { content: [{ type: 'text', text: 'Transfer cancelled.' }] };
  }
  const receipt = await transfer(args.from, args.to, args.amountCents);
  return { content: [{ type: 'text', text: `Done, receipt ${receipt.id}` }] };
});

await server.connect(new StdioServerTransport());
