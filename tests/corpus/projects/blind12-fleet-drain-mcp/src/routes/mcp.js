import { Router } from 'express';
import { Readable } from 'node:stream';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { authenticate } from '../middleware/authenticate.js';

function toFetchRequest(req) {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host')}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url, { method: req.method, headers, body: JSON.stringify(req.body) });
}

export function mcpRouter(serverFactory) {
  const handler = createMcpHandler(serverFactory);
  const router = Router();

  router.post('/mcp', authenticate, async (req, res, next) => {
    try {
      const response = await handler.fetch(toFetchRequest(req), { authInfo: req.authInfo });
      res.status(response.status);
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.setHeader('Cache-Control', 'no-store');
      if (!response.body) {
        res.end();
        return;
      }
      Readable.fromWeb(response.body).pipe(res);
    } catch (err) {
      next(err);
    }
  });

  router.all('/mcp', (req, res) => res.status(405).set('Allow', 'POST').end());
  return router;
}
