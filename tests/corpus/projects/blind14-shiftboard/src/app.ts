import { createMcpHandler, McpServer, requireBearerAuth } from '@modelcontextprotocol/server';
import { accessTokenVerifier } from './auth.js';
import { ConfigToken, loadConfig } from './config.js';
import { Container } from './container.js';
import { requireUser, timed, verifyState, withLayers } from './middleware.js';
import { registerRoster } from './roster.js';
import { registerState, StateCodecsToken } from './state.js';
import { CANCEL_SHIFT, cancelShift, cancelShiftConfig } from './tools/cancelShift.js';
import { OFFER_SWAP, offerSwap, offerSwapConfig } from './tools/offerSwap.js';

const container = [registerState, registerRoster].reduce(
  (c, register) => register(c),
  new Container().register(ConfigToken, () => loadConfig()),
);

// Resolve eagerly so a missing or short SHIFTBOARD_STATE_KEY stops the process at boot.
const config = container.resolve(ConfigToken);

const wrap = withLayers([timed, requireUser, verifyState(container.resolve(StateCodecsToken))]);

const mcp = createMcpHandler(() => {
  const server = new McpServer({ name: 'shiftboard', version: '3.0.0-rc.2' }, { capabilities: { tools: {} } });
  server.registerTool(CANCEL_SHIFT, cancelShiftConfig, wrap(CANCEL_SHIFT, cancelShift(container)));
  server.registerTool(OFFER_SWAP, offerSwapConfig, wrap(OFFER_SWAP, offerSwap(container)));
  return server;
});

const authenticate = requireBearerAuth({
  verifier: accessTokenVerifier(config.issuer),
  requiredScopes: ['shifts:write'],
});

/** Fetch-style entry point (Bun, Deno, workerd, or node via a tiny adapter). */
export default {
  async fetch(request: Request): Promise<Response> {
    if (new URL(request.url).pathname !== '/mcp') return new Response('not found', { status: 404 });
    const authInfo = await authenticate(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  },
};
