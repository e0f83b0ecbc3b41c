import uWS from 'uWebSockets.js';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from './config.js';
import { makeStateCodec } from './state/codec.js';
import { publishDoc } from './tools/publish.js';
import { importFromDrive } from './tools/importDrive.js';
import { convertBundle } from './tools/convert.js';

const codec = makeStateCodec({ key: config.stateKey, ttlMs: config.stateTtlMs });
const deps = { codec, publishApi: config.publishApi, tokenBroker: config.tokenBroker, jobTtlMs: config.jobTtlMs };

const tools = new Map([publishDoc, importFromDrive, convertBundle].map((make) => make(deps)).map((t) => [t.name, t]));
const TOOL_NAMES = [...tools.keys()];

const jwks = createRemoteJWKSet(new URL(`${config.issuer}/.well-known/jwks.json`));

async function authenticate(authorization) {
  if (!authorization.startsWith('Bearer ')) return null;
  const token = authorization.slice('Bearer '.length);
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: config.issuer, audience: config.audience });
    return payload.sub ? { id: payload.sub, token, scopes: String(payload.scope ?? '').split(' ') } : null;
  } catch {
    return null;
  }
}

const methods = {
  initialize: () => ({
    protocolVersion: '2026-07-28',
    capabilities: { tools: {} },
    serverInfo: { name: 'docsmith', version: '0.6.3' },
  }),
  'tools/list': () => ({
    tools: [...tools.values()].map(({ name, description, inputSchema, annotations }) => ({ name, description, inputSchema, annotations })),
  }),
  'tools/call': async (params, user) => {
    if (!TOOL_NAMES.includes(params.name)) {
      throw Object.assign(new Error(`Unknown tool ${params.name}`), { code: -32602 });
    }
    return tools.get(params.name).call(params.arguments ?? {}, {
      user,
      requestState: params.requestState,
      inputResponses: params.inputResponses,
    });
  },
};

async function handleRpc(body, user) {
  let message;
  try {
    message = JSON.parse(body);
  } catch {
    return { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } };
  }
  const method = Object.hasOwn(methods, message.method) ? methods[message.method] : null;
  if (!method) return { jsonrpc: '2.0', id: message.id ?? null, error: { code: -32601, message: 'Method not found' } };
  try {
    return { jsonrpc: '2.0', id: message.id ?? null, result: await method(message.params ?? {}, user) };
  } catch (err) {
    return { jsonrpc: '2.0', id: message.id ?? null, error: { code: err.code ?? -32603, message: err.message } };
  }
}

/** Read the whole body from a uWS response (uWS hands it over in chunks). */
const readBody = (res) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    res.onData((chunk, isLast) => {
      chunks.push(Buffer.from(chunk.slice(0)));
      if (isLast) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    res.onAborted(() => {
      res.aborted = true;
      reject(new Error('aborted'));
    });
  });

uWS
  .App()
  .post('/mcp', async (res, req) => {
    const authorization = req.getHeader('authorization'); // must be read before the first await
    let reply;
    let status = '200 OK';
    try {
      const body = await readBody(res);
      const user = await authenticate(authorization);
      if (!user) status = '401 Unauthorized';
      else reply = await handleRpc(body, user);
    } catch {
      return; // client went away
    }
    if (res.aborted) return;
    res.cork(() => {
      res.writeStatus(status).writeHeader('content-type', 'application/json').end(reply ? JSON.stringify(reply) : '');
    });
  })
  .listen(config.port, (listenSocket) => {
    if (!listenSocket) throw new Error(`cannot listen on ${config.port}`);
    console.log(`docsmith MCP on :${config.port}`);
  });
