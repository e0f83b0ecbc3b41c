// Converts between Fastify requests/replies and the Fetch API objects the MCP handler speaks.
// @ts-nocheck
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';

export function toFetchRequest(req: FastifyRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, String(value));
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  return new Request(new URL(req.url, baseUrl), {
    method: req.method,
    headers,
    body: hasBody ? JSON.stringify(req.body) : undefined,
  });
}

export async function sendFetchResponse(reply: FastifyReply, res: Response) {
  reply.code(res.status);
  res.headers.forEach((value, name) => reply.header(name, value));
  if (!res.body) return reply.send();
  return reply.send(Readable.fromWeb(res.body));
}
