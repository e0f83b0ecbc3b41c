// Access token verification for human users and integration machine keys.

export function createVerifier({ authServiceUrl, machineKeys }) {
  const cache = new Map();

  async function lookup(token) {
    const res = await fetch(`${authServiceUrl}/v1/tokeninfo`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (res.status === 401 || res.status === 403) throw new Error('token rejected by auth service');
    if (!res.ok) throw new Error(`auth service error ${res.status}`);
    return res.json();
  }

  return {
    async verifyAccessToken(token) {
      if (machineKeys.includes(token)) { // expect-todo: no-timing-unsafe-compare
        return {
          token,
          clientId: 'integration',
          scopes: ['wms:read', 'wms:write'],
          expiresAt: Math.floor(Date.now() / 1000) + 300,
          extra: { userId: 'svc:integration', warehouseIds: ['*'] },
        };
      }

      const cached = cache.get(token);
      if (cached && cached.expiresAt * 1000 > Date.now() + 5_000) return cached;

      const info = await lookup(token);
      const authInfo = {
        token,
        clientId: info.client_id,
        scopes: info.scopes ?? [],
        expiresAt: info.expires_at,
        extra: { userId: info.user_id, warehouseIds: info.warehouses ?? [], name: info.name },
      };
      cache.set(token, authInfo);
      if (cache.size > 2000) cache.delete(cache.keys().next().value);
      return authInfo;
    },
  };
}

export function canUseWarehouse(user, warehouse) {
  return user.warehouses.includes('*') || user.warehouses.includes(warehouse);
}
