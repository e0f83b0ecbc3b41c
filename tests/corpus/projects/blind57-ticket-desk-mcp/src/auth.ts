import type { NextFunction, Request, Response } from 'express';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { config } from './config.js';

interface IntrospectionResponse {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  email?: string;
}

const basicAuth = () =>
  'Basic ' + Buffer.from(`${config.oauth.clientId}:${config.oauth.clientSecret}`).toString('base64');

async function introspect(token: string): Promise<IntrospectionResponse> {
  const res = await fetch(config.oauth.introspectionUrl, {
    method: 'POST',
    headers: { authorization: basicAuth(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
  });
  if (!res.ok) {
    throw new Error(`introspection failed: ${res.status}`);
  }
  return (await res.json()) as IntrospectionResponse;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthInfo;
  }
}

/** Bearer auth in front of /mcp. Sets req.auth, which the transport hands to handlers as extra.authInfo. */
export function requireUser() {
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization') ?? '';
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      res
        .status(401)
        .set('WWW-Authenticate', `Bearer resource_metadata="${config.publicUrl}/.well-known/oauth-protected-resource"`)
        .json({ error: 'invalid_token' });
      return;
    }
    try {
      const info = await introspect(token);
      if (!info.active || !info.sub) {
        res.status(401).json({ error: 'invalid_token' });
        return;
      }
      req.auth = {
        token,
        clientId: info.client_id ?? 'unknown',
        scopes: info.scope?.split(' ') ?? [],
        expiresAt: info.exp,
        extra: { userId: info.sub, email: info.email },
      };
      next();
    } catch (err) {
      next(err);
    }
  };
}

export interface HelpdeskGrant {
  accessToken: string;
  expiresIn: number;
}

/**
 * RFC 8693 token exchange: trade the MCP access token for one the helpdesk API accepts,
 * so every helpdesk call runs with the agent's own permissions.
 */
export async function exchangeForHelpdesk(subjectToken: string): Promise<HelpdeskGrant> {
  const res = await fetch(config.oauth.tokenUrl, {
    method: 'POST',
    headers: { authorization: basicAuth(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: config.oauth.helpdeskAudience,
    }),
  });
  if (!res.ok) {
    throw new Error(`token exchange failed: ${res.status} ${await res.text()}`);
  }
  const json = (await res.json()) as { access_token: string; expires_in: number };
  return { accessToken: json.access_token, expiresIn: json.expires_in };
}
