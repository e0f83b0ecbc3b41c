// Dispatch with before/after hooks. Hooks may short-circuit a call by
// returning a result; after-hooks may replace the result.
import { EventEmitter } from 'node:events';
import { handlers } from './handlers/index.js';

export const deployEvents = new EventEmitter();

const beforeHooks = [];
const afterHooks = [];

export const beforeCall = (hook) => void beforeHooks.push(hook);
export const afterCall = (hook) => void afterHooks.push(hook);

export async function dispatch(params, extra) {
  const handler = Object.hasOwn(handlers, params.name) ? handlers[params.name] : undefined;
  if (!handler) return { isError: true, content: [{ type: 'text', text: `No tool named ${params.name}` }] };

  const call = {
    tool: params.name,
    userId: extra.authInfo?.extra?.userId,
    scopes: extra.authInfo?.scopes ?? [],
    signal: extra.signal,
  };

  for (const hook of beforeHooks) {
    const early = await hook(call, params);
    if (early) return early;
  }

  deployEvents.emit('call', call);
  let result = await handler.run(params, call);
  for (const hook of afterHooks) result = (await hook(call, result)) ?? result;
  deployEvents.emit('done', call, result);
  return result;
}

// --- default hooks ------------------------------------------------------

beforeCall((call) => {
  if (!call.userId) return { isError: true, content: [{ type: 'text', text: 'Authenticate first.' }] };
});

beforeCall((call, params) => {
  const wantsProd = params.name === 'promote_build' && params.arguments?.environment === 'production';
  if (wantsProd && !call.scopes.includes('deploy:production')) {
    return { isError: true, content: [{ type: 'text', text: 'You may not promote to production.' }] };
  }
});

beforeCall((_call, params) => {
  // state is opaque to us here; only refuse absurd sizes before any parsing
  if (typeof params.requestState === 'string' && params.requestState.length > 8192) {
    return { isError: true, content: [{ type: 'text', text: 'requestState too large.' }] };
  }
});

afterCall((call, result) => {
  if (result?.resultType === 'input_required') {
    console.info(`[${call.tool}] waiting for ${Object.keys(result.inputRequests ?? {}).join(', ')} from ${call.userId}`);
  }
});
