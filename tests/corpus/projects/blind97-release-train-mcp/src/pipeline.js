// Middleware pipeline every tool call passes through, plus helpers for input_required rounds.
import { createHash } from 'node:crypto';

export function form(message, properties, required = Object.keys(properties)) {
  return { method: 'elicitation/create', params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } } };
}

export function digestArgs(args) {
  const keys = Object.keys(args ?? {}).sort();
  return createHash('sha256').update(JSON.stringify(keys.map((k) => [k, args[k]]))).digest('base64url');
}

export function makeContext(tool, spec, args, extra) {
  const meta = extra._meta ?? {};
  return {
    tool,
    spec,
    args,
    authInfo: extra.authInfo,
    user: null,
    requestState: meta.requestState,
    inputResponses: meta.inputResponses ?? {},
    answer(key) {
      const r = this.inputResponses[key];
      return r && r.action === 'accept' ? r.content ?? {} : undefined;
    },
    declined(key) {
      const r = this.inputResponses[key];
      return Boolean(r && r.action !== 'accept');
    },
    ok: (text) => ({ content: [{ type: 'text', text }] }),
    fail: (text) => ({ isError: true, content: [{ type: 'text', text }] }),
    inputRequired: (inputRequests, requestState) => ({
      content: [{ type: 'text', text: 'Waiting for confirmation.' }],
      resultType: 'input_required',
      inputRequests,
      requestState,
      _meta: { requestState },
    }),
  };
}

function identify(ctx, next) {
  const userId = ctx.authInfo?.extra?.userId;
  if (!userId) return ctx.fail('No authenticated user on this request.');
  ctx.user = { id: String(userId), name: ctx.authInfo.extra.displayName, environments: ctx.authInfo.extra.environments };
  return next();
}

function environmentGuard(ctx, next) {
  const env = ctx.args?.environment;
  if (env && !ctx.user.environments.includes(env)) return ctx.fail(`You may not act on ${env}.`);
  return next();
}

async function auditLog(ctx, next) {
  const started = Date.now();
  const result = await next();
  const status = result?.resultType === 'input_required' ? 'pending' : result?.isError ? 'error' : 'ok';
  console.log(JSON.stringify({ at: new Date().toISOString(), user: ctx.user.id, tool: ctx.tool, status, ms: Date.now() - started }));
  return result;
}

export function createPipeline(...initial) {
  const stack = [...initial];
  return {
    use(fn) {
      stack.push(fn);
      return this;
    },
    run(ctx, handler) {
      const dispatch = (i) => (i < stack.length ? Promise.resolve(stack[i](ctx, () => dispatch(i + 1))) : Promise.resolve(handler(ctx)));
      return dispatch(0);
    },
  };
}

export const pipeline = createPipeline(identify, environmentGuard, auditLog);
