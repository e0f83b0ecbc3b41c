// Abstract publisher tool: metadata getters, caller context, the execute() template method, a tracing mixin and decorator helpers.
export class PublisherToolError extends Error {}

function findDescriptor(proto, method) {
  for (let p = proto; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    const descriptor = Object.getOwnPropertyDescriptor(p, method);
    if (descriptor) return descriptor;
  }
  return undefined;
}

export function decorate(Klass, decorators) {
  for (const [method, list] of Object.entries(decorators)) {
    const descriptor = findDescriptor(Klass.prototype, method);
    if (!descriptor || typeof descriptor.value !== 'function') throw new TypeError(`${Klass.name}.${method} is not a method`);
    let fn = descriptor.value;
    for (const decorator of [...list].reverse()) fn = decorator(fn, method);
    Object.defineProperty(Klass.prototype, method, { ...descriptor, value: fn });
  }
  return Klass;
}

export const requireScope = (scope) => (fn) => async function scoped(args, ctx) {
  if (!ctx.scopes.includes(scope)) throw new PublisherToolError(`This action needs the ${scope} permission.`);
  return fn.call(this, args, ctx);
};

export const logged = (fn, method) => async function loggedMethod(...params) {
  const started = Date.now();
  try {
    return await fn.apply(this, params);
  } finally {
    this.services.log?.info({ tool: this.name, method, ms: Date.now() - started });
  }
};

export const Traced = (Base) => class extends Base {
  async execute(args, extra) {
    const traceId = extra.requestId ?? 'n/a';
    this.services.log?.debug({ tool: this.name, traceId }, 'tool call started');
    const result = await super.execute(args, extra);
    this.services.log?.debug({ tool: this.name, traceId, error: Boolean(result.isError) }, 'tool call finished');
    return result;
  }
};

export class PublisherTool {
  constructor(services) {
    if (new.target === PublisherTool) throw new TypeError('PublisherTool is abstract');
    this.services = services;
  }

  get name() {
    throw new Error(`${this.constructor.name} has no name`);
  }

  get annotations() {
    return { readOnlyHint: false, openWorldHint: true };
  }

  get registration() {
    return { title: this.title, description: this.description, inputSchema: this.inputSchema, annotations: this.annotations };
  }

  context(extra) {
    const auth = extra.authInfo;
    const userId = auth?.extra?.userId;
    if (!userId) throw new PublisherToolError('Sign in to use the publisher.');
    const meta = extra._meta ?? {};
    return {
      userId: String(userId),
      scopes: auth.scopes ?? [],
      state: typeof meta.requestState === 'string' ? meta.requestState : undefined,
      responses: meta.inputResponses ?? {},
    };
  }

  accepted(ctx, key) {
    const reply = ctx.responses[key];
    return reply?.action === 'accept' ? reply.content ?? {} : undefined;
  }

  form(message, properties, required) {
    return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
  }

  needInput(inputRequests, requestState, note) {
    return { content: [{ type: 'text', text: note }], resultType: 'input_required', inputRequests, requestState };
  }

  async execute(args, extra) {
    try {
      const ctx = this.context(extra);
      const outcome = await this.run(args, ctx);
      if (outcome?.resultType) return outcome;
      return { content: [{ type: 'text', text: typeof outcome === 'string' ? outcome : JSON.stringify(outcome, null, 2) }] };
    } catch (err) {
      if (err instanceof PublisherToolError) return { isError: true, content: [{ type: 'text', text: err.message }] };
      throw err;
    }
  }

  async run() {
    throw new Error(`${this.constructor.name}.run() is not implemented`);
  }

  register(server) {
    server.registerTool(this.name, this.registration, (args, extra) => this.execute(args, extra));
  }
}
