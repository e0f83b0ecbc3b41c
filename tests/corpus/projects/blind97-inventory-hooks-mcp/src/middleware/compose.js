// Koa-style composition of tool middleware, plus the per-call context every middleware sees.

export function compose(middleware) {
  return function run(ctx, last) {
    let index = -1;
    function dispatch(i) {
      if (i <= index) return Promise.reject(new Error('next() called twice'));
      index = i;
      const fn = i === middleware.length ? last : middleware[i];
      if (!fn) return Promise.resolve(undefined);
      try {
        return Promise.resolve(fn(ctx, () => dispatch(i + 1)));
      } catch (err) {
        return Promise.reject(err);
      }
    }
    return dispatch(0);
  };
}

function textResult(text, isError = false) {
  return { content: [{ type: 'text', text }], ...(isError ? { isError: true } : {}) };
}

export function createContext({ tool, request, extra }) {
  const params = request.params ?? {};
  return {
    tool,
    args: params.arguments ?? {},
    authInfo: extra.authInfo,
    signal: extra.signal,
    requestState: params.requestState ?? params._meta?.requestState,
    inputResponses: params.inputResponses ?? params._meta?.inputResponses ?? {},
    user: null,
    state: null,
    startedAt: Date.now(),
    ok: (text) => textResult(text),
    fail: (text) => textResult(text, true),
    inputRequired(inputRequests, requestState) {
      return {
        content: [{ type: 'text', text: 'More input is needed to continue.' }],
        resultType: 'input_required',
        inputRequests,
        ...(requestState ? { requestState, _meta: { requestState } } : {}),
      };
    },
  };
}

export function elicit(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}
