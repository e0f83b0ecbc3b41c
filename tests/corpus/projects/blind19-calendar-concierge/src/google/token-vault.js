/**
 * Users' Google tokens are stored by the platform's token vault. We ask for a fresh
 * access token per call and never hold refresh tokens ourselves.
 */
export function createTokenVault({ baseUrl, credential, fetchImpl = fetch }) {
  return {
    async googleAccessToken(userId) {
      const res = await fetchImpl(new URL(`/v1/users/${encodeURIComponent(userId)}/google/access-token`, baseUrl), {
        method: 'POST',
        headers: { authorization: `Bearer ${credential}` },
      });
      if (res.status === 404) return undefined;
      if (!res.ok) throw new Error(`token vault: HTTP ${res.status}`);
      const { access_token: accessToken } = await res.json();
      return accessToken;
    },
  };
}
