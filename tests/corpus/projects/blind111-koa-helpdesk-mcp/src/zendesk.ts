// Zendesk client that exchanges the agent's token for a Zendesk token and reads, updates or merges tickets.
// @ts-nocheck
import { config } from './config.js';

export interface Ticket {
  id: number;
  subject: string;
  status: 'new' | 'open' | 'pending' | 'solved' | 'closed';
  priority: 'low' | 'normal' | 'high' | 'urgent' | null;
  assignee_id: number | null;
}

export interface ZendeskGrant {
  accessToken: string;
  expiresIn: number;
}

/**
 * Exchanges the agent's IdP token for a Zendesk OAuth token (RFC 8693).
 * This is slow (two hops through the IdP), so callers try to reuse the result.
 */
export async function exchangeForZendeskToken(subjectToken: string): Promise<ZendeskGrant> {
  const res = await fetch(new URL('/oauth2/token', config.oauthIssuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      audience: 'zendesk',
    }),
  });
  if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
  const json = (await res.json()) as { access_token: string; expires_in: number };
  return { accessToken: json.access_token, expiresIn: json.expires_in };
}

export function zendesk(accessToken: string) {
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const res = await fetch(`${config.zendeskBaseUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        ...(init.headers ?? {}),
      },
    });
    if (!res.ok) throw new Error(`zendesk ${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  return {
    getTicket: (id: number) => call<{ ticket: Ticket }>(`/tickets/${id}.json`).then((r) => r.ticket),
    updateTicket: (id: number, patch: Partial<Ticket> & { comment?: { body: string; public: boolean } }) =>
      call<{ ticket: Ticket }>(`/tickets/${id}.json`, { method: 'PUT', body: JSON.stringify({ ticket: patch }) }),
    merge: (targetId: number, sourceIds: number[], comment: string) =>
      call<{ job_status: { id: string } }>(`/tickets/${targetId}/merge.json`, {
        method: 'POST',
        body: JSON.stringify({ ids: sourceIds, target_comment: comment, source_comment: comment }),
      }),
  };
}
