// Reads the authenticated support agent from the context and verifies tokens by OAuth introspection.
// @ts-nocheck
import type { AuthInfo } from '@modelcontextprotocol/server';
import { config } from './config.js';

export interface Agent {
  tenantId: string;
  agentId: string;
  bearer: string;
}

interface HandlerCtx {
  http?: { authInfo?: AuthInfo };
}

export function agentOf(ctx: HandlerCtx): Agent {
  const info = ctx.http?.authInfo;
  const extra = (info?.extra ?? {}) as { tenantId?: string; agentId?: string };
  if (!info || !extra.tenantId || !extra.agentId) {
    throw new Error('helpdesk-mcp requires an authenticated agent');
  }
  return { tenantId: extra.tenantId, agentId: extra.agentId, bearer: info.token };
}

/** Token verifier for requireBearerAuth: RFC 7662 introspection against the IdP. */
export async function introspect(token: string): Promise<AuthInfo> {
  const res = await fetch(config.introspectionUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const data = (await res.json()) as {
    active: boolean;
    client_id: string;
    scope?: string;
    exp: number;
    sub: string;
    tenant: string;
  };
  if (!data.active) throw new Error('token inactive');
  return {
    token,
    clientId: data.client_id,
    scopes: (data.scope ?? '').split(' ').filter(Boolean),
    expiresAt: data.exp,
    extra: { tenantId: data.tenant, agentId: data.sub },
  };
}
