// Models Express JWT middleware (TypeScript, jsonwebtoken) that checks header alg, scheme, issuer and subject with plain comparisons — verification is done by jwt.verify.
// @ts-nocheck
import type { NextFunction, Request, Response } from 'express';
import jwt, { type JwtPayload } from 'jsonwebtoken';

const ISSUER = 'https://auth.example.com/';
const AUDIENCE = 'mcp-tools';
const JWT_SECRET = process.env.JWT_SECRET as string;

export interface AuthedRequest extends Request {
  auth?: JwtPayload & { sub: string; scope?: string };
}

export function requireJwt(req: AuthedRequest, res: Response, next: NextFunction) {
  const header = req.headers.authorization;
  if (header === undefined || header === null) {
    return res.status(401).json({ error: 'missing authorization' });
  }
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || token === undefined || token.length === 0) {
    return res.status(401).json({ error: 'bad authorization scheme' });
  }

  const decoded = jwt.decode(token, { complete: true });
  if (decoded === null || decoded.header.alg !== 'HS256' || decoded.header.typ === 'refresh') {
    return res.status(401).json({ error: 'unsupported token' });
  }

  try {
    const payload = jwt.verify(token, JWT_SECRET, { algorithms: ['HS256'], audience: AUDIENCE }) as JwtPayload;
    if (payload.iss !== ISSUER || typeof payload.sub !== 'string') {
      return res.status(401).json({ error: 'untrusted issuer' });
    }
    req.auth = payload as AuthedRequest['auth'];
    return next();
  } catch (error) {
    const expired = error instanceof jwt.TokenExpiredError;
    return res.status(401).json({ error: expired === true ? 'token expired' : 'invalid token' });
  }
}

export function requireSelf(req: AuthedRequest, res: Response, next: NextFunction) {
  if (req.auth?.sub === req.params.userId || req.auth?.scope?.split(' ').includes('admin') === true) {
    return next();
  }
  return res.status(403).json({ error: 'forbidden' });
}

export function tokenType(token: string): 'access' | 'refresh' | 'unknown' {
  const decoded = jwt.decode(token, { complete: true });
  if (decoded?.header.typ === 'at+jwt') return 'access';
  return decoded?.header.typ === 'refresh' ? 'refresh' : 'unknown';
}
