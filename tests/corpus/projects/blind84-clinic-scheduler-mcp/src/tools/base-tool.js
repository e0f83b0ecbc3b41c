// Abstract base for clinic MCP tools: call context, input-required helpers and the call() template method.
'use strict';

class ToolError extends Error {}

class BaseTool {
  constructor(deps) {
    if (new.target === BaseTool) throw new TypeError('BaseTool is abstract');
    this.deps = deps;
  }

  get name() {
    throw new Error(`${this.constructor.name} must define a name`);
  }

  get description() {
    return '';
  }

  get inputSchema() {
    return { type: 'object', properties: {} };
  }

  get annotations() {
    return { readOnlyHint: false };
  }

  definition() {
    return { name: this.name, description: this.description, inputSchema: this.inputSchema, annotations: this.annotations };
  }

  buildContext(request, extra) {
    const params = request.params || {};
    const meta = params._meta || {};
    const auth = extra.authInfo || {};
    const claims = auth.extra || {};
    return {
      userId: claims.userId,
      clinicId: claims.clinicId,
      role: claims.role,
      scopes: auth.scopes || [],
      rawState: params.requestState ?? meta.requestState,
      responses: params.inputResponses ?? meta.inputResponses ?? {},
    };
  }

  accepted(ctx, key) {
    const reply = ctx.responses[key];
    return reply && reply.action === 'accept' ? reply.content || {} : null;
  }

  elicit(message, properties, required = []) {
    return {
      method: 'elicitation/create',
      params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
    };
  }

  inputRequired(inputRequests, requestState) {
    return { resultType: 'input_required', inputRequests, requestState, content: [] };
  }

  async call(request, extra) {
    const ctx = this.buildContext(request, extra);
    try {
      if (!ctx.userId || !ctx.clinicId) throw new ToolError('Sign in with a clinic account to use this tool.');
      this.authorize(ctx);
      const args = this.validate(request.params.arguments || {});
      return this.render(await this.run(args, ctx));
    } catch (err) {
      if (err instanceof ToolError) return { isError: true, content: [{ type: 'text', text: err.message }] };
      throw err;
    }
  }

  authorize(_ctx) {}

  validate(args) {
    for (const key of this.inputSchema.required || []) {
      if (args[key] === undefined || args[key] === '') throw new ToolError(`Missing argument: ${key}`);
    }
    return args;
  }

  async run(_args, _ctx) {
    throw new Error(`${this.constructor.name}.run() is not implemented`);
  }

  render(outcome) {
    if (outcome && outcome.resultType) return outcome;
    return { content: [{ type: 'text', text: typeof outcome === 'string' ? outcome : JSON.stringify(outcome) }] };
  }
}

const Audited = (Base) => class extends Base {
  async call(request, extra) {
    const started = Date.now();
    const result = await super.call(request, extra);
    if (this.deps.audit) {
      this.deps.audit({
        tool: this.name,
        user: extra.authInfo && extra.authInfo.extra && extra.authInfo.extra.userId,
        ms: Date.now() - started,
        outcome: result.isError ? 'error' : result.resultType || 'complete',
      });
    }
    return result;
  }
};

module.exports = { BaseTool, ToolError, Audited };
