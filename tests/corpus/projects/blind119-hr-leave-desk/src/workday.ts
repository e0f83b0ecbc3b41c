// Loads Workday settings, exchanges the caller's token for a Workday token and calls the Workday API.
// @ts-nocheck
export interface WorkdayConfig {
  tokenUrl: string;
  apiBase: string;
  clientId: string;
  clientSecret: string;
}

export function workdayConfig(): WorkdayConfig {
  const need = (name: string) => {
    const v = process.env[name];
    if (!v) throw new Error(`${name} is required`);
    return v;
  };
  return {
    tokenUrl: need('WORKDAY_TOKEN_URL'),
    apiBase: need('WORKDAY_API_BASE'),
    clientId: need('WORKDAY_CLIENT_ID'),
    clientSecret: need('WORKDAY_CLIENT_SECRET'),
  };
}

/** RFC 8693 exchange: the caller's access token for a Workday token acting as the employee. */
export async function exchangeForWorkday(cfg: WorkdayConfig, subjectToken: string): Promise<string> {
  const res = await fetch(cfg.tokenUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    }),
  });
  if (!res.ok) throw new Error(`token exchange failed: ${res.status}`);
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

export async function workday<T>(cfg: WorkdayConfig, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${cfg.apiBase}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`workday ${res.status} ${path}`);
  return (await res.json()) as T;
}
