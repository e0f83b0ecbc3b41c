// Express middleware that checks the agent's bearer JWT and records MCP auth info on the request.
// @ts-nocheck
import type { NextFunction, Request, Response } from 'express';
import type { DependencyContainer } from 'tsyringe';
import { TOKENS } from '../di/tokens';

export function requireAgent(container: DependencyContainer) {
  const verify = container.resolve(TOKENS.VerifyJwt);
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (!header || !/^Bearer\s/i.test(header)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return res.status(401).json({ error: 'unauthorized' });
    }
    const token = header.replace(/^Bearer\s+/i, '');
    try {
      const claims = await verify(token);
      const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
      if (!scopes.includes('returns:agent')) return res.status(403).json({ error: 'insufficient_scope' });
      req.auth = {
        token,
        clientId: String(claims.azp ?? claims.client_id ?? 'unknown'),
        scopes,
        expiresAt: claims.exp,
        extra: { userId: claims.sub, refundLimitCents: Number(claims.refund_limit_cents ?? 0) },
      };
      next();
    } catch {
      res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
      res.status(401).json({ error: 'invalid_token' });
    }
  };
}
