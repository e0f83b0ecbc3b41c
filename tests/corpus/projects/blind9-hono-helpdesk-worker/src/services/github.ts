export interface GithubGrant {
  access_token: string;
  token_type: 'bearer';
  scope: string;
  refresh_token?: string;
}

export interface GithubViewer {
  login: string;
  id: number;
  name: string | null;
}

export class GithubClient {
  constructor(
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async exchange(code: string, redirectUri: string): Promise<GithubGrant> {
    const res = await this.fetchImpl('https://github.com/login/oauth/access_token', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: this.clientId,
        client_secret: this.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
    });
    const body = (await res.json()) as GithubGrant & { error?: string };
    if (!res.ok || body.error) throw new Error(`GitHub code exchange failed: ${body.error ?? res.status}`);
    return body;
  }

  async viewer(accessToken: string): Promise<GithubViewer> {
    const res = await this.fetchImpl('https://api.github.com/user', {
      headers: { authorization: `Bearer ${accessToken}`, 'user-agent': 'helpdesk-mcp' },
    });
    if (!res.ok) throw new Error(`GitHub /user failed: ${res.status}`);
    return (await res.json()) as GithubViewer;
  }
}

/**
 * What we need to remember between "which workspace?" and actually linking.
 * OAuth codes are single use, so we cannot exchange the code a second time.
 */
export function pendingLinkContext(grant: GithubGrant, viewer: GithubViewer) {
  return {
    login: viewer.login,
    githubId: viewer.id,
    accessToken: grant.access_token,
    scope: grant.scope,
  };
}
