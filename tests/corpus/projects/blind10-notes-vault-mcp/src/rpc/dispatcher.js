import { SealError } from '../crypto/sealed-box.js';

const PROTOCOL_VERSION = '2026-07-28';

/**
 * Hand-rolled JSON-RPC dispatcher for the handful of MCP methods we serve.
 * Tools are plain objects: { definition, call(params, ctx) }.
 */
export class McpDispatcher {
  #tools = new Map();

  constructor({ name, version }) {
    this.serverInfo = { name, version };
  }

  use(tool) {
    this.#tools.set(tool.definition.name, tool);
    return this;
  }

  async handle(message, ctx) {
    const { id, method, params = {} } = message;
    try {
      switch (method) {
        case 'initialize':
          return this.#ok(id, {
            protocolVersion: PROTOCOL_VERSION,
            capabilities: { tools: { listChanged: false } },
            serverInfo: this.serverInfo,
          });
        case 'tools/list':
          return this.#ok(id, { tools: [...this.#tools.values()].map((t) => t.definition) });
        case 'tools/call':
          return await this.#callTool(id, params, ctx);
        case 'ping':
          return this.#ok(id, {});
        default:
          return this.#err(id, -32601, `Method not found: ${method}`);
      }
    } catch (err) {
      if (err instanceof SealError) {
        return this.#err(id, -32602, 'Invalid or expired requestState');
      }
      ctx.log?.error?.(err);
      return this.#err(id, -32603, 'Internal error');
    }
  }

  async #callTool(id, params, ctx) {
    const tool = this.#tools.get(params.name);
    if (!tool) {
      return this.#err(id, -32602, `Unknown tool: ${params.name}`);
    }
    const result = await tool.call(
      {
        arguments: params.arguments ?? {},
        inputResponses: params.inputResponses ?? {},
        requestState: params.requestState,
      },
      { user: ctx.state.user, log: ctx.log },
    );
    return this.#ok(id, { resultType: 'complete', ...result });
  }

  #ok(id, result) {
    return { jsonrpc: '2.0', id, result };
  }

  #err(id, code, message) {
    return { jsonrpc: '2.0', id, error: { code, message } };
  }
}
