import { corsHeaders, readSettings } from './env.js';
import { callTool, TOOL_DEFS } from './tools.js';

const PROTOCOL_VERSION = '2026-07-28';

function rpcResult(id, result) {
  return { jsonrpc: '2.0', id, result };
}

function rpcError(id, code, message) {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

async function whoAmI(settings, request) {
  const authorization = request.headers.get('Authorization');
  if (!authorization || !authorization.startsWith('Bearer ')) return null;
  const res = await fetch(`${settings.wmsApi}/me`, { headers: { authorization } });
  if (!res.ok) return null;
  const me = await res.json();
  return { sub: me.id, name: me.displayName };
}

async function dispatch(message, ctx) {
  switch (message.method) {
    case 'initialize':
      return rpcResult(message.id, {
        protocolVersion: PROTOCOL_VERSION,
        capabilities: { tools: {} },
        serverInfo: { name: 'warehouse-mcp', version: '0.3.0' },
      });
    case 'tools/list':
      return rpcResult(message.id, { resultType: 'complete', tools: TOOL_DEFS });
    case 'tools/call': {
      const result = await callTool(message.params || {}, ctx);
      return rpcResult(message.id, { resultType: result.resultType || 'complete', ...result });
    }
    case 'notifications/initialized':
      return null;
    default:
      return rpcError(message.id, -32601, `method ${message.method} not found`);
  }
}

// Support staff can ask a running worker what it is configured with.
// Guarded by a shared support key.
async function supportInfo(settings, request) {
  const given = request.headers.get('x-support-key');
  if (!settings.supportKey || given !== settings.supportKey) { // expect: no-timing-unsafe-compare
    return new Response('forbidden', { status: 403 });
  }
  return Response.json({
    wmsApi: settings.wmsApi,
    stateTtlSeconds: settings.stateTtlSeconds,
    allowedOrigins: settings.allowedOrigins,
    protocol: PROTOCOL_VERSION,
  });
}

export default {
  async fetch(request, env) {
    const settings = readSettings(env);
    const cors = corsHeaders(settings, request.headers.get('Origin'));
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (new URL(request.url).pathname === '/support/info') {
      return supportInfo(settings, request);
    }
    if (request.method !== 'POST') return new Response('method not allowed', { status: 405, headers: cors });

    const principal = await whoAmI(settings, request);
    if (!principal) {
      return new Response('unauthorized', { status: 401, headers: { ...cors, 'www-authenticate': 'Bearer' } });
    }

    let message;
    try {
      message = await request.json();
    } catch {
      return Response.json(rpcError(null, -32700, 'parse error'), { status: 400, headers: cors });
    }

    try {
      const reply = await dispatch(message, { settings, principal, request }); // expect: no-weak-state-key
      if (!reply) return new Response(null, { status: 202, headers: cors });
      return Response.json(reply, { headers: cors });
    } catch (err) {
      if (settings.debug) console.error(err);
      return Response.json(rpcError(message.id ?? null, -32603, 'internal error'), { headers: cors });
    }
  },
};
