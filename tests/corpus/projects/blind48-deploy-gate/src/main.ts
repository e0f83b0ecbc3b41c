import http from 'node:http';
import { authenticate } from './auth.js';
import { handleRpc, type JsonRpcRequest } from './rpc.js';
import { settings } from './settings.js';

const MAX_BODY = 256 * 1024;

function readJson(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(Object.assign(new Error('body too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (err) {
        reject(Object.assign(err as Error, { status: 400 }));
      }
    });
    req.on('error', reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

const server = http.createServer(async (req, res) => {
  if (req.url === '/healthz') return sendJson(res, 200, { ok: true, service: settings.service });
  if (req.url !== '/mcp' || req.method !== 'POST') return sendJson(res, 404, { error: 'not found' });

  let caller;
  try {
    caller = await authenticate(req);
  } catch (err) {
    console.error('auth backend error', err);
    return sendJson(res, 503, { error: 'auth unavailable' });
  }
  if (!caller) {
    return sendJson(res, 401, { error: 'invalid_token' }, { 'www-authenticate': 'Bearer realm="deploy-gate"' });
  }

  let msg: JsonRpcRequest;
  try {
    msg = (await readJson(req)) as JsonRpcRequest;
  } catch (err) {
    const status = (err as { status?: number }).status ?? 400;
    return sendJson(res, status, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
  }

  if (msg.id === undefined || msg.id === null) {
    // notification: nothing to answer
    res.writeHead(202).end();
    return;
  }

  try {
    const result = await handleRpc(msg, caller);
    sendJson(res, 200, { jsonrpc: '2.0', id: msg.id, result });
  } catch (err) {
    const e = err as Error & { code?: number };
    console.error(`[${caller.id}] ${msg.method} failed:`, e.message);
    sendJson(res, 200, { jsonrpc: '2.0', id: msg.id, error: { code: e.code ?? -32603, message: e.message } });
  }
});

server.listen(settings.port, () => {
  console.log(`deploy-gate ${settings.service} on :${settings.port}/mcp`);
});
