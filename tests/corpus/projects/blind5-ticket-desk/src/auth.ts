import type { NextFunction, Request, Response } from 'express';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { DeskConfig } from './config.js';

interface IntrospectionResponse {
  active: boolean;
  client_id?: string;
  sub?: string;
  scope?: string;
  exp?: number;
  aud?: string | string[];
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthInfo;
  }
}

function audienceMatches(aud: IntrospectionResponse['aud'], expected: string): boolean {
  if (!aud) return false;
  return Array.isArray(aud) ? aud.includes(expected) : aud === expected;
}

export function bearerAuth(config: DeskConfig) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization') ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      res.set('www-authenticate', `Bearer resource_metadata="${config.publicUrl}/.well-known/oauth-protected-resource"`);
      res.status(401).json({ error: 'missing bearer token' });
      return;
    }

    try {
      const resp = await fetch(config.auth.introspectionUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
      });
      const info = (await resp.json()) as IntrospectionResponse;
      if (!info.active || !info.sub || !audienceMatches(info.aud, config.auth.audience)) {
        res.status(401).json({ error: 'token not accepted' });
        return;
      }
      req.auth = {
        token,
        clientId: info.client_id ?? 'unknown',
        scopes: (info.scope ?? '').split(' ').filter(Boolean),
        expiresAt: info.exp,
        extra: { userId: info.sub },
      };
      next();
    } catch (err) {
      next(err);
    }
  };
}
