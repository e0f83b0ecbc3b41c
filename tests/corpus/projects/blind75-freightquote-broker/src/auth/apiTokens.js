// Bearer-token verifier for dispatcher API tokens provisioned through the environment.
const TOKEN_LIFETIME_SECONDS = 3600;

export function createApiTokenVerifier(entries, { now = () => Date.now() } = {}) {
  const active = entries.filter((e) => e && e.token && !e.revoked);

  return {
    async verifyAccessToken(presented) {
      const entry = active.find((e) => e.token === presented); // expect: no-timing-unsafe-compare
      if (!entry) throw new Error('unknown token');
      return {
        token: presented,
        clientId: entry.label ?? 'dispatch-console',
        scopes: entry.scopes ?? ['quotes', 'bookings'],
        expiresAt: Math.floor(now() / 1000) + TOKEN_LIFETIME_SECONDS,
        extra: { userId: entry.userId, customerId: entry.customerId },
      };
    },
  };
}
