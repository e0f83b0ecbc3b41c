// Method table for the stdio loop. Tool calls are resolved here and handed to the
// tool modules as plain objects: (args, ctx) where ctx carries the principal and the
// multi round-trip fields exactly as the client sent them.
import { ErrorCode, RpcError } from './jsonrpc.js';
import { toolCatalog, findTool } from './tools/catalog.js';

const SUPPORTED_VERSIONS = ['2026-07-28', '2025-06-18'];

export function createMethods({ ledger, log }) {
  async function callTool(params, session) {
    const { name, arguments: args = {}, inputResponses, requestState } = params;
    if (typeof name !== 'string') throw new RpcError(ErrorCode.InvalidParams, 'tools/call needs a tool name');
    const tool = findTool(name);
    if (!tool) throw new RpcError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
    if (args === null || typeof args !== 'object') throw new RpcError(ErrorCode.InvalidParams, 'arguments must be an object');

    const ctx = {
      principal: session.principal,
      inputResponses: inputResponses ?? {},
      requestState,
      ledger,
      log,
    };
    const result = await tool.run(args, ctx);
    if (result.resultType) return result;
    return { resultType: 'complete', ...result };
  }

  return {
    initialize: async (params, session) => {
      const asked = params.protocolVersion;
      session.protocolVersion = SUPPORTED_VERSIONS.includes(asked) ? asked : SUPPORTED_VERSIONS[0];
      session.clientInfo = params.clientInfo ?? null;
      return {
        protocolVersion: session.protocolVersion,
        capabilities: { tools: { listChanged: false } },
        serverInfo: { name: 'ledger-desk', version: '0.4.2' },
        instructions: 'Bookkeeping tools for the local Ledger Desk file. Voiding and bank links ask for confirmation.',
      };
    },
    'notifications/initialized': async () => {
      log('client initialized');
    },
    'notifications/cancelled': async (params) => {
      log('client cancelled request', params.requestId);
    },
    ping: async () => ({}),
    'tools/list': async () => ({ tools: toolCatalog() }),
    'tools/call': callTool,
  };
}
