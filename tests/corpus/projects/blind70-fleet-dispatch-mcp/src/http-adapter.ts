// Minimal node:http adapter that forwards requests to a fetch-style MCP handler.
// @ts-nocheck
import { createServer, IncomingMessage, ServerResponse } from 'node:http';

async function readBody(req: IncomingMessage, limit = 1_048_576): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw Object.assign(new Error('payload too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((item) => headers.append(k, item));
    else if (v !== undefined) headers.set(k, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body: hasBody ? body : undefined });
}

async function sendResponse(res: ServerResponse, response: Response) {
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  if (!response.body) return res.end();
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
}

export function serveFetch(handler: (req: Request) => Promise<Response>, { port, host }) {
  const server = createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const response = await handler(toRequest(req, body, `http://${req.headers.host ?? 'localhost'}`));
      await sendResponse(res, response);
    } catch (err) {
      res.statusCode = err?.status ?? 500;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ error: res.statusCode === 413 ? 'payload too large' : 'internal error' }));
    }
  });
  return new Promise<typeof server>((ok) => server.listen(port, host, () => ok(server)));
}
