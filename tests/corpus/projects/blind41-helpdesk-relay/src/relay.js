'use strict';

const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} = require('@modelcontextprotocol/sdk/types.js');
const { zodToJsonSchema } = require('zod-to-json-schema');

/**
 * Plugin host. A plugin is a function `(relay, options) => void` that calls
 * `relay.tool({ name, description, input, annotations, handler })` and may tap hooks:
 *   relay.hooks.tool.tap(fn)   – sees every tool definition as it is registered
 *   relay.hooks.call.tap(fn)   – sees (and may replace) every call before its handler
 */
class SyncHook {
  #taps = [];
  tap(fn) {
    this.#taps.push(fn);
  }
  call(value) {
    for (const fn of this.#taps) fn(value);
  }
}

class AsyncWaterfallHook {
  #taps = [];
  tap(fn) {
    this.#taps.push(fn);
  }
  async promise(value) {
    let current = value;
    for (const fn of this.#taps) current = (await fn(current)) ?? current;
    return current;
  }
}

class Relay {
  #tools = new Map();

  constructor(info) {
    this.info = info;
    this.hooks = { tool: new SyncHook(), call: new AsyncWaterfallHook() };
  }

  use(plugin, options = {}) {
    plugin(this, options);
    return this;
  }

  tool(definition) {
    if (this.#tools.has(definition.name)) throw new Error(`duplicate tool ${definition.name}`);
    this.hooks.tool.call(definition);
    this.#tools.set(definition.name, definition);
    return this;
  }

  createServer() {
    const server = new Server(this.info, { capabilities: { tools: {} } });

    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: [...this.#tools.values()].map((t) => ({
        name: t.name,
        description: t.description,
        inputSchema: zodToJsonSchema(t.input, { target: 'jsonSchema7', $refStrategy: 'none' }),
        annotations: t.annotations,
      })),
    }));

    server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const definition = this.#tools.get(request.params.name);
      if (!definition) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${request.params.name}`);

      const parsed = definition.input.safeParse(request.params.arguments ?? {});
      if (!parsed.success) throw new McpError(ErrorCode.InvalidParams, parsed.error.message);

      const call = await this.hooks.call.promise({
        tool: definition.name,
        args: parsed.data,
        authInfo: extra.authInfo,
        requestState: request.params.requestState,
        inputResponses: request.params.inputResponses ?? {},
      });
      return definition.handler(call);
    });

    return server;
  }
}

const createRelay = (info) => new Relay(info);

module.exports = { createRelay };
