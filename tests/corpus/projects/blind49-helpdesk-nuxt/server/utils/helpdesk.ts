export interface Ticket {
  id: number;
  subject: string;
  status: 'new' | 'open' | 'pending' | 'solved' | 'closed';
  group_id: number | null;
  requester_id: number;
}

export interface Group {
  id: number;
  name: string;
}

interface TokenExchange {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/**
 * RFC 8693 token exchange: trade the caller's IdP access token for a helpdesk token that acts as the same
 * agent, so the helpdesk's own permissions and audit log apply.
 */
export async function exchangeForHelpdeskToken(subjectToken: string): Promise<TokenExchange> {
  const { helpdesk } = useRuntimeConfig();
  return $fetch<TokenExchange>(`${helpdesk.baseUrl}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      client_id: helpdesk.clientId,
      client_secret: helpdesk.clientSecret,
      scope: 'tickets:read tickets:write',
    }),
  });
}

export function helpdeskApi<T>(accessToken: string, path: string, options: { method?: 'GET' | 'PUT' | 'POST'; body?: unknown } = {}) {
  const { helpdesk } = useRuntimeConfig();
  return $fetch<T>(`${helpdesk.baseUrl}${path}`, {
    method: options.method ?? 'GET',
    body: options.body as Record<string, unknown> | undefined,
    headers: { authorization: `Bearer ${accessToken}` },
    retry: 1,
  });
}
