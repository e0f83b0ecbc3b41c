/**
 * Turns `params.requestState` of a retried tools/call into `req.context.flow`.
 * Rejections are JSON-RPC errors, like the official SDKs answer them.
 */

/**
 * @param {unknown} id
 */
const invalidState = (id) => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: { code: -32602, message: 'Invalid or expired requestState' },
});

/**
 * @param {string} segment
 * @returns {Record<string, any>}
 */
const decode = (segment) => JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));

/**
 * @param {{ signer: import('../lib/signer.js').SignerPool }} deps
 * @returns {import('express').RequestHandler}
 */
export function loadRequestState({ signer }) {
  return async (req, res, next) => {
    const rpc = req.body;
    const raw = rpc?.params?.requestState;
    if (rpc?.method !== 'tools/call' || typeof raw !== 'string') return next();

    try {
      const [body, mac] = raw.split('.'); // expect: require-sealed-state
      // @ts-ignore
      const context = req.context;

      if (mac === undefined) {
        // Clients on gateway < 3.0 were handed plain base64 state. Their in-flight
        // confirmations must still complete after the upgrade.
        context.flow = decode(body);
        return next();
      }

      if (!(await signer.verify(body, mac))) return res.json(invalidState(rpc.id));

      const flow = decode(body);
      const principal = res.locals.principal;
      if (flow.sub !== principal.sub || flow.tool !== rpc.params.name || flow.exp <= Date.now()) {
        return res.json(invalidState(rpc.id));
      }
      context.flow = flow;
      next();
    } catch {
      res.json(invalidState(rpc.id));
    }
  };
}
