// Validates GitHub user tokens by asking the GitHub API who owns them.
'use strict';

// Validates GitHub user tokens by asking GitHub who they belong to.
const verifyAccessToken = async (token) => {
  const res = await fetch('https://api.github.com/user', {
    headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json' },
  });
  if (!res.ok) throw new Error('invalid token');
  const me = await res.json();
  return {
    token,
    clientId: 'github',
    scopes: (res.headers.get('x-oauth-scopes') || '').split(',').map((s) => s.trim()).filter(Boolean),
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    extra: { login: me.login },
  };
};

module.exports = { verifyAccessToken };
