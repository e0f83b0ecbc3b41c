// Tool registry: lists the recall tools and dispatches tools/call with the round-trip fields from _meta.
'use strict';

const { z } = require('zod');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');
const { principalOf } = require('../auth');

/**
 * @typedef {{ action: 'accept' | 'decline' | 'cancel', content?: Record<string, unknown> }} InputResponse
 * @typedef {{ principal: import('../auth').Principal, requestState?: string, inputResponses: Record<string, InputResponse> }} CallContext
 * @typedef {{ name: string, description: string, schema: import('zod').ZodTypeAny, jsonSchema: object, annotations?: object, run: (args: any, call: CallContext) => Promise<object> }} ToolDef
 */

/** @type {ToolDef[]} */
const tools = [
  require('./quarantineLot'),
  require('./notifySupplier'),
  require('./requestCreditMemo'),
  require('./recallStatus'),
];

const byName = new Map(tools.map((t) => [t.name, t]));

const RoundTripMeta = z
  .object({
    requestState: z.string().max(16384).optional(),
    inputResponses: z.record(z.object({ action: z.enum(['accept', 'decline', 'cancel']), content: z.record(z.unknown()).optional() })).optional(),
  })
  .passthrough();

function text(message, isError = false) {
  return isError ? { content: [{ type: 'text', text: message }], isError: true } : { content: [{ type: 'text', text: message }] };
}

/**
 * @param {Record<string, { method: string, params: object }>} inputRequests
 * @param {string} requestState
 */
function inputRequired(inputRequests, requestState) {
  return {
    content: [{ type: 'text', text: 'Waiting for your answer before continuing.' }],
    resultType: 'input_required',
    inputRequests,
    requestState,
  };
}

function form(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

/** @returns {Record<string, unknown> | undefined} */
function accepted(call, key) {
  const r = call.inputResponses[key];
  return r && r.action === 'accept' ? r.content || {} : undefined;
}

function install(server) {
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.jsonSchema, annotations: t.annotations })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = byName.get(request.params.name);
    if (!tool) {
      return text(`Unknown tool ${request.params.name}`, true);
    }
    const parsed = tool.schema.safeParse(request.params.arguments || {});
    if (!parsed.success) {
      return text(`Invalid arguments: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`, true);
    }
    const meta = RoundTripMeta.safeParse(request.params._meta || {});
    if (!meta.success) {
      return text('Malformed round-trip metadata.', true);
    }
    return tool.run(parsed.data, {
      principal: principalOf(extra),
      requestState: meta.data.requestState,
      inputResponses: meta.data.inputResponses || {},
    });
  });
}

module.exports = { install, text, inputRequired, form, accepted };
