// Registry of MCP tools plus helpers for multi-round results on the 1.x SDK.
import { McpError, ErrorCode } from '@modelcontextprotocol/sdk/types.js';

export class ToolRegistry {
  #tools = new Map();

  constructor({ logger }) {
    this.logger = logger;
  }

  define({ name, description, inputSchema, parse, annotations = {}, handler }) {
    if (this.#tools.has(name)) throw new Error(`tool ${name} defined twice`);
    this.#tools.set(name, { name, description, inputSchema, parse, annotations, handler });
  }

  list() {
    return [...this.#tools.values()].map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      annotations,
    }));
  }

  async call(request, extra) {
    const tool = this.#tools.get(request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `unknown tool ${request.params.name}`);
    const parsed = tool.parse.safeParse(request.params.arguments ?? {});
    if (!parsed.success) {
      return errorResult(`Invalid arguments: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    }
    const userId = extra.authInfo?.extra?.userId;
    if (!userId) throw new McpError(ErrorCode.InvalidRequest, 'authenticated user required');
    const started = Date.now();
    try {
      return await tool.handler(parsed.data, { request, extra, userId });
    } finally {
      this.logger.info({ tool: tool.name, userId, ms: Date.now() - started }, 'tool call');
    }
  }
}

export function readRequestState(request) {
  return request.params.requestState ?? request.params._meta?.requestState;
}

export function readAccepted(request, key) {
  const responses = request.params.inputResponses ?? request.params._meta?.inputResponses ?? {};
  const response = responses[key];
  return response?.action === 'accept' ? response.content ?? {} : null;
}

export function elicitForm(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export function inputRequiredResult(inputRequests, requestState) {
  return {
    content: [],
    resultType: 'input_required',
    inputRequests,
    requestState,
    _meta: { requestState },
  };
}

export function textResult(text) {
  return { content: [{ type: 'text', text }] };
}

export function errorResult(text) {
  return { content: [{ type: 'text', text }], isError: true };
}
