import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';

/**
 * A small plugin host around the low-level SDK server.
 *
 *   createHub(info).use(sharePlugin).use(exportPlugin).build()
 *
 * A plugin is `{ name, setup(api) }`. `api.tool(definition, handler)` registers a tool whose
 * handler gets one `call` object:
 *   { tool, args, user, authInfo, requestState, inputResponses }
 * and returns a CallToolResult or an input_required result.
 */
export function createHub(info) {
  const tools = new Map();
  const hooks = { beforeCall: [], afterCall: [] };
  const plugins = [];

  const hub = {
    use(plugin, options = {}) {
      plugin.setup({
        options,
        tool(definition, handler) {
          if (tools.has(definition.name)) {
            throw new Error(`${plugin.name}: tool ${definition.name} is already registered`);
          }
          tools.set(definition.name, { definition, handler, plugin: plugin.name });
        },
        onBeforeCall: (fn) => hooks.beforeCall.push(fn),
        onAfterCall: (fn) => hooks.afterCall.push(fn),
      });
      plugins.push(plugin.name);
      return hub;
    },

    get plugins() {
      return [...plugins];
    },

    build() {
      const server = new Server(info, { capabilities: { tools: {} } });

      server.setRequestHandler(ListToolsRequestSchema, async () => ({
        tools: [...tools.values()].map(({ definition }) => definition),
      }));

      server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
        const entry = tools.get(request.params.name);
        if (!entry) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);

        const call = {
          tool: request.params.name,
          args: request.params.arguments ?? {},
          user: extra.authInfo?.extra?.userId,
          authInfo: extra.authInfo,
          requestState: request.params.requestState,
          inputResponses: request.params.inputResponses ?? {},
        };
        if (!call.user) throw new McpError(ErrorCode.InvalidRequest, 'Sign in to Notes Hub first.');

        for (const hook of hooks.beforeCall) await hook(call);
        const result = await entry.handler(call);
        for (const hook of hooks.afterCall) await hook(call, result);
        return result;
      });

      return server;
    },
  };

  return hub;
}
