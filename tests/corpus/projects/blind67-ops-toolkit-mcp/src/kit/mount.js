import { createHash } from 'node:crypto';
import { inputRequired } from '@modelcontextprotocol/server';
import { refuse } from './define-tool.js';
import { principal } from './identity.js';

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys(value[key]);
    return out;
  }
  return value;
}

/**
 * SHA-256 of the canonical JSON of a tool call's arguments. Public: it only tells the
 * second round whether it was called with the same arguments as the first.
 * @param {Record<string, unknown>} args
 */
export function digestArgs(args) {
  return createHash('sha256').update(JSON.stringify(sortKeys(args ?? {}))).digest('hex');
}

/**
 * Register kit tools on an McpServer whose requestState.verify hook is `codec.verify`.
 * By the time a handler runs, the SDK has checked the token's MAC, expiry and user binding and
 * hands us the payload; what is left to check here is the tool and the arguments.
 *
 * @param {import('@modelcontextprotocol/server').McpServer} server
 * @param {ReturnType<typeof import('@modelcontextprotocol/server').createRequestStateCodec>} codec
 * @param {ReadonlyArray<import('./define-tool.js').ToolDef<any>>} tools
 */
export function mount(server, codec, tools) {
  for (const def of tools) {
    server.registerTool(
      def.name,
      {
        description: def.description,
        inputSchema: def.input,
        annotations: { destructiveHint: def.destructive, readOnlyHint: def.readOnly },
      },
      async (args, ctx) => {
        const argsDigest = digestArgs(args);
        const turn = {
          user: principal(ctx),
          answers: ctx.mcpReq.inputResponses ?? {},
          ask: async (inputRequests, data) =>
            inputRequired({
              inputRequests,
              requestState: await codec.mint({ tool: def.name, argsDigest, data }, ctx),
            }),
        };

        const saved = ctx.mcpReq.requestState();
        if (saved === undefined) return def.start(args, turn);

        if (saved.tool !== def.name) return refuse('That continuation was issued by another tool. Start again.');
        if (saved.argsDigest !== argsDigest) return refuse('The arguments changed since the last step. Start again.');
        if (!def.resume) return refuse(`${def.name} has no second step.`);
        return def.resume(args, saved.data, turn);
      },
    );
  }
}
