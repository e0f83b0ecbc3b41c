// Express middleware that checks the bearer token with the session service and requires a given scope.
// @ts-nocheck
import type { NextFunction, Request, Response } from 'express';

interface Session {
  userId: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
  driveToken: string;
}

async function lookupSession(token: string): Promise<Session | undefined> {
  const res = await fetch(`${process.env.SESSION_URL}/sessions/introspect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  return res.ok ? ((await res.json()) as Session) : undefined;
}

export function requireUser(scope: string) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = req.headers.authorization?.match(/^Bearer (\S+)$/)?.[1];
    const session = token ? await lookupSession(token) : undefined;
    if (!token || !session || session.expiresAt * 1000 <= Date.now()) {
      res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: 'invalid_token' });
      return;
    }
    if (!session.scopes.includes(scope)) {
      res.status(403).json({ error: 'insufficient_scope' });
      return;
    }
    req.auth = {
      token,
      clientId: session.clientId,
      scopes: session.scopes,
      expiresAt: session.expiresAt,
      extra: { userId: session.userId, driveToken: session.driveToken },
    };
    next();
  };
}
