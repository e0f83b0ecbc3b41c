'use strict';

const { resume, ContinuationError } = require('../lib/continuation');

const PROTOCOL_VERSION = '2026-07-28';
const SERVER_INFO = { name: 'koa-ledger-mcp', version: '0.4.2' };

/**
 * @typedef {object} ToolOutcome
 * @property {string} [text]
 * @property {object} [data]
 * @property {Record<string, { method: string, params: object }>} [needs]  input requests for another round
 * @property {string} [state]                                              sealed continuation
 */

/**
 * @typedef {object} ToolModule
 * @property {string} name
 * @property {string} description
 * @property {object} inputSchema
 * @property {object} [annotations]
 * @property {(ctx: import('koa').Context, args: any, round: { resumed: any, responses: Record<string, any> }) => Promise<ToolOutcome>} run
 */

const errorResult = (text) => ({ resultType: 'complete', isError: true, content: [{ type: 'text', text }] });

/**
 * Minimal MCP JSON-RPC dispatcher. We build `input_required` results ourselves.
 * @param {ToolModule[]} tools
 */
function createDispatcher(tools) {
  const byName = new Map(tools.map((t) => [t.name, t]));
  const ok = (id, result) => ({ jsonrpc: '2.0', id, result });
  const fail = (id, code, message) => ({ jsonrpc: '2.0', id, error: { code, message } });

  /**
   * @param {import('koa').Context} ctx
   * @param {{ name?: string, arguments?: object, inputResponses?: object, requestState?: string }} params
   */
  async function callTool(ctx, params) {
    const tool = byName.get(params.name);
    if (!tool) return errorResult(`Unknown tool: ${params.name}`);

    let resumed = null;
    if (params.requestState !== undefined) {
      try {
        resumed = resume(ctx, tool.name, params.requestState);
      } catch (err) {
        if (err instanceof ContinuationError) return errorResult(err.message);
        throw err;
      }
    }

    const outcome = await tool.run(ctx, params.arguments || {}, {
      resumed,
      responses: params.inputResponses || {},
    });

    if (outcome.needs) {
      return { resultType: 'input_required', inputRequests: outcome.needs, requestState: outcome.state };
    }
    return {
      resultType: 'complete',
      content: [{ type: 'text', text: outcome.text || '' }],
      ...(outcome.data ? { structuredContent: outcome.data } : {}),
    };
  }

  /**
   * @param {import('koa').Context} ctx
   * @param {any} msg
   */
  return async function dispatch(ctx, msg) {
    if (!msg || msg.jsonrpc !== '2.0' || typeof msg.method !== 'string') {
      return fail(null, -32600, 'Invalid Request');
    }
    if (msg.id === undefined) return undefined; // notification, nothing to answer

    switch (msg.method) {
      case 'initialize':
        return ok(msg.id, { protocolVersion: PROTOCOL_VERSION, capabilities: { tools: {} }, serverInfo: SERVER_INFO });
      case 'ping':
        return ok(msg.id, {});
      case 'tools/list':
        return ok(msg.id, {
          tools: tools.map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations })),
        });
      case 'tools/call':
        return ok(msg.id, await callTool(ctx, msg.params || {}));
      default:
        return fail(msg.id, -32601, `Method not found: ${msg.method}`);
    }
  };
}

module.exports = { createDispatcher };
