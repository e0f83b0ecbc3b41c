import http from 'node:http';
import { config } from './config.js';
import { authenticate } from './auth.js';
import { handleMessage } from './jsonrpc.js';

const MAX_BODY = 512 * 1024;

function readBody(req, callback) {
  let size = 0;
  const chunks = [];
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > MAX_BODY) {
      callback(Object.assign(new Error('too large'), { status: 413 }));
      req.destroy();
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (size > MAX_BODY) return;
    try {
      callback(null, JSON.parse(Buffer.concat(chunks).toString('utf8')));
    } catch (err) {
      callback(Object.assign(err, { status: 400 }));
    }
  });
}

function reply(res, status, body, headers = {}) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(payload);
}

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/healthz') return reply(res, 200, { ok: true });
  if (req.method !== 'POST' || req.url !== '/mcp') return reply(res, 404, { error: 'not_found' });

  authenticate(req, (authErr, caller) => {
    if (authErr) {
      console.error('auth lookup failed:', authErr.message);
      return reply(res, 503, { error: 'temporarily_unavailable' });
    }
    if (!caller) return reply(res, 401, { error: 'invalid_token' }, { 'www-authenticate': 'Bearer realm="bin-ops"' });

    readBody(req, (bodyErr, msg) => {
      if (bodyErr) return reply(res, bodyErr.status || 400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
      handleMessage(msg, caller).then(
        (answer) => (answer ? reply(res, 200, answer) : reply(res, 202)),
        (err) => {
          console.error(`[${caller.userId}] ${msg && msg.method}:`, err);
          reply(res, 200, { jsonrpc: '2.0', id: msg?.id ?? null, error: { code: -32603, message: 'Internal error' } });
        },
      );
    });
  });
});

server.listen(config.port, () => console.log(`bin-ops listening on :${config.port}`));
