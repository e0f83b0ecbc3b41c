import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type FetchLike = (request: Request) => Promise<Response>;

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  if (!response.body) return void res.end();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}

/** Minimal node:http bridge for fetch-style handlers. */
export function serveFetch(handler: FetchLike, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    toRequest(req)
      .then(handler)
      .then((response) => send(res, response))
      .catch((err) => {
        res.statusCode = 500;
        res.end(String(err));
      });
  });
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}
