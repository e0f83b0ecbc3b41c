import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { authenticate, type Agent } from './auth.js';
import { config } from './config.js';
import { methods, notifications } from './rpc/methods.js';
import {
  INTERNAL_ERROR,
  INVALID_REQUEST,
  METHOD_NOT_FOUND,
  PARSE_ERROR,
  ProtocolError,
  errorResponse,
  type JsonRpcRequest,
  type JsonRpcResponse,
} from './rpc/protocol.js';

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > config.maxBodyBytes) throw new ProtocolError(INVALID_REQUEST, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function isRequest(value: unknown): value is JsonRpcRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.jsonrpc === '2.0' && typeof v.method === 'string';
}

async function handleMessage(message: unknown, agent: Agent): Promise<JsonRpcResponse | undefined> {
  if (!isRequest(message)) return errorResponse(null, INVALID_REQUEST, 'Invalid Request');
  const isNotification = message.id === undefined;
  if (isNotification) {
    if (!notifications.has(message.method)) console.warn(`ignoring unknown notification ${message.method}`);
    return undefined;
  }
  const id = message.id ?? null;
  const handler = Object.hasOwn(methods, message.method) ? methods[message.method] : undefined;
  if (!handler) return errorResponse(id, METHOD_NOT_FOUND, `Method not found: ${message.method}`);
  try {
    return { jsonrpc: '2.0', id, result: await handler(message.params ?? {}, agent) };
  } catch (err) {
    if (err instanceof ProtocolError) return errorResponse(id, err.code, err.message, err.data);
    console.error(`${message.method} failed`, err);
    return errorResponse(id, INTERNAL_ERROR, 'Internal error');
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  res.end(payload);
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  if (url.pathname !== '/mcp') {
    res.writeHead(404).end();
    return;
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' }).end();
    return;
  }

  const agent = authenticate(req);
  if (!agent) {
    res.writeHead(401, { 'www-authenticate': 'Bearer realm="helpdesk-mcp"' }).end();
    return;
  }

  let parsed: unknown;
  try {
    parsed = JSON.parse(await readBody(req));
  } catch (err) {
    const message = err instanceof ProtocolError ? err.message : 'Parse error';
    sendJson(res, 400, errorResponse(null, err instanceof ProtocolError ? err.code : PARSE_ERROR, message));
    return;
  }

  if (Array.isArray(parsed)) {
    if (parsed.length === 0) {
      sendJson(res, 400, errorResponse(null, INVALID_REQUEST, 'Empty batch'));
      return;
    }
    const replies = (await Promise.all(parsed.map((m) => handleMessage(m, agent)))).filter(
      (r): r is JsonRpcResponse => r !== undefined,
    );
    if (replies.length === 0) res.writeHead(202).end();
    else sendJson(res, 200, replies);
    return;
  }

  const reply = await handleMessage(parsed, agent);
  if (reply === undefined) res.writeHead(202).end();
  else sendJson(res, 200, reply);
});

server.listen(config.port, config.host, () => {
  console.log(`helpdesk MCP listening on http://${config.host}:${config.port}/mcp`);
});
