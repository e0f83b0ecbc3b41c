export interface Introspection {
  active: boolean;
  sub?: string;
  client_id?: string;
  scope?: string;
  exp?: number;
  email?: string;
  'acme:role'?: 'agent' | 'lead' | 'admin';
}

/** RFC 7662 token introspection against the company IdP. */
export async function introspectToken(token: string): Promise<Introspection | null> {
  const { oauth } = useRuntimeConfig();
  try {
    return await $fetch<Introspection>(oauth.introspectionUrl, {
      method: 'POST',
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }),
      headers: { authorization: `Basic ${btoa(`${oauth.clientId}:${oauth.clientSecret}`)}` },
      timeout: 3000,
    });
  } catch (err) {
    console.warn('[mcp-auth] introspection failed', err);
    return null;
  }
}
