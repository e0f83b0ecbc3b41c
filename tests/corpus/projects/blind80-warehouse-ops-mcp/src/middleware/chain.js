// Composable middleware around tool handlers, plus result helpers shared by the tools.

export const reply = (text) => ({ content: [{ type: 'text', text }] });
export const refuse = (text) => ({ content: [{ type: 'text', text }], isError: true });

export function inputRequiredResult(message, inputRequests, requestState) {
  return {
    content: [{ type: 'text', text: message }],
    _meta: { resultType: 'input_required', inputRequests, requestState },
  };
}

export const compose = (...middlewares) => (handler) =>
  middlewares.reduceRight((next, middleware) => middleware(next), handler);

export const withErrors = (next) => async (call) => {
  try {
    return await next(call);
  } catch (err) {
    console.error(`[wms] ${call.tool} failed:`, err);
    return refuse('The warehouse system could not complete that request.');
  }
};

export const withTiming = (next) => async (call) => {
  const t0 = Date.now();
  const result = await next(call);
  console.info(`[wms] ${call.tool} user=${call.user?.id ?? '-'} ${Date.now() - t0}ms`);
  return result;
};

export const withPrincipal = (next) => async (call) => {
  const info = call.extra?.authInfo;
  const userId = info?.extra?.userId;
  const warehouseId = info?.extra?.warehouseId;
  if (!userId || !warehouseId) return refuse('A supervisor login is required.');
  const meta = call.extra?._meta ?? {};
  return next({
    ...call,
    user: { id: String(userId), warehouseId: String(warehouseId) },
    requestState: typeof meta.requestState === 'string' ? meta.requestState : undefined,
    inputResponses: meta.inputResponses ?? {},
  });
};

export const toolPipeline = compose(withErrors, withTiming, withPrincipal);
