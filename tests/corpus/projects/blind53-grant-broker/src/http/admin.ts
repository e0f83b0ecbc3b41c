import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UserId } from '../auth/principal.js';
import { constantTimeEquals, etagOf } from '../crypto/digest.js';
import type { TokenVault } from '../vault/token-vault.js';

function adminKey(): string {
  const key = process.env.BROKER_ADMIN_KEY;
  if (!key || key.length < 32) throw new Error('BROKER_ADMIN_KEY must be set to a long random string');
  return key;
}

export interface AdminRoutes {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
}

/** Ops endpoints: a public tool catalogue (cacheable) and a key-protected connection listing. */
export function adminRoutes(vault: TokenVault, catalogue: () => unknown): AdminRoutes {
  const expectedKey = adminKey();

  return {
    async handle(req, res, url) {
      if (req.method === 'GET' && url.pathname === '/catalogue.json') {
        const body = JSON.stringify(catalogue());
        const etag = etagOf(body);
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304, { etag }).end();
          return true;
        }
        res.writeHead(200, { 'content-type': 'application/json', etag, 'cache-control': 'public, max-age=300' }).end(body);
        return true;
      }

      const match = /^\/admin\/users\/([^/]+)\/connections$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const presented = req.headers['x-admin-key'];
        if (typeof presented !== 'string' || !constantTimeEquals(presented, expectedKey)) {
          res.writeHead(401).end();
          return true;
        }
        const summaries = await vault.list(decodeURIComponent(match[1]!) as UserId);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(summaries));
        return true;
      }
      return false;
    },
  };
}
