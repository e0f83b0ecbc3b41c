import pg from 'pg';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** GitHub OAuth app, used with PKCE and a copy-the-code page (no callback into the MCP session). */
export class GitHubOAuth {
  #clientId = required('GITHUB_CLIENT_ID');
  #clientSecret = required('GITHUB_CLIENT_SECRET');
  #redirectUri = required('GITHUB_REDIRECT_URI');

  authorizeUrl({ challenge, scopes }) {
    const url = new URL('https://github.com/login/oauth/authorize');
    url.search = new URLSearchParams({
      client_id: this.#clientId,
      redirect_uri: this.#redirectUri,
      scope: scopes.join(' '),
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  async exchangeCode({ code, codeVerifier }) {
    const res = await fetch('https://github.com/login/oauth/access_token', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: this.#clientId,
        client_secret: this.#clientSecret,
        code,
        code_verifier: codeVerifier,
        redirect_uri: this.#redirectUri,
      }),
    });
    const body = await res.json();
    if (!res.ok || body.error) throw new Error(`GitHub rejected the code: ${body.error_description ?? res.status}`);
    return { accessToken: body.access_token, refreshToken: body.refresh_token ?? null, scope: body.scope };
  }
}

/** Upstream grants, kept server-side (encrypted at rest by the database's TDE). */
export class GrantStore {
  #pool = new pg.Pool({ connectionString: required('DATABASE_URL'), max: 4 });

  async save(userId, provider, grant) {
    const { rows } = await this.#pool.query(
      `insert into grants (user_id, provider, access_token, refresh_token, scope)
       values ($1, $2, $3, $4, $5)
       on conflict (user_id, provider) do update set access_token = excluded.access_token,
         refresh_token = excluded.refresh_token, scope = excluded.scope, updated_at = now()
       returning id`,
      [userId, provider, grant.accessToken, grant.refreshToken, grant.scope],
    );
    return rows[0].id;
  }

  /** A grant the user may manage: their own, or any grant of their org when they are an org admin. */
  async describeManageable(grantId, userId) {
    const { rows } = await this.#pool.query(
      `select g.id, g.provider, g.scope, u.email as owner
         from grants g join users u on u.id = g.user_id
        where g.id = $1 and g.revoked_at is null
          and (g.user_id = $2 or exists (select 1 from org_admins a where a.org_id = u.org_id and a.user_id = $2))`,
      [grantId, userId],
    );
    return rows[0];
  }

  async revoke(grantId, actor) {
    await this.#pool.query('update grants set revoked_at = now(), revoked_by = $2 where id = $1', [grantId, actor]);
  }
}
