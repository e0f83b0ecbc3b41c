/**
 * Thin client for the knowledge-base service. Uses the service token from runtime config,
 * so callers must have checked the MCP caller's rights before they get here.
 */
export async function kbFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const { kbApiBase, kbApiToken } = useRuntimeConfig();
  return $fetch<T>(path, {
    baseURL: kbApiBase,
    method: (init.method ?? 'GET') as 'GET',
    body: init.body as Record<string, unknown> | undefined,
    headers: { authorization: `Bearer ${kbApiToken}` },
    retry: 1,
  });
}

export interface Space {
  id: string;
  key: string;
  name: string;
  ownerId: string;
  articleCount: number;
  archived: boolean;
}

export const kb = {
  space: (spaceId: string) => kbFetch<Space>(`/spaces/${encodeURIComponent(spaceId)}`),

  canEdit: async (spaceId: string, userId: string) =>
    (await kbFetch<{ allowed: boolean }>(`/spaces/${encodeURIComponent(spaceId)}/permissions/${encodeURIComponent(userId)}?action=edit`))
      .allowed,

  countTagged: (spaceId: string, tag: string) =>
    kbFetch<{ count: number }>(`/spaces/${encodeURIComponent(spaceId)}/articles/count?tag=${encodeURIComponent(tag)}`),

  /** Takes the space's write lock so editors can't change tags under a bulk job. */
  lockSpace: (spaceId: string, holder: string) =>
    kbFetch<{ lockId: string; expiresAt: string }>(`/spaces/${encodeURIComponent(spaceId)}/locks`, {
      method: 'POST',
      body: { holder, reason: 'bulk-retag', ttlSeconds: 900 },
    }),

  releaseLock: (lockId: string) => kbFetch<void>(`/locks/${encodeURIComponent(lockId)}`, { method: 'DELETE' }),

  retag: (spaceId: string, lockId: string, fromTag: string, toTag: string) =>
    kbFetch<{ updated: number }>(`/spaces/${encodeURIComponent(spaceId)}/retag`, {
      method: 'POST',
      body: { lockId, from: fromTag, to: toTag },
    }),

  archive: (spaceId: string, actor: string) =>
    kbFetch<Space>(`/spaces/${encodeURIComponent(spaceId)}/archive`, { method: 'POST', body: { actor } }),
};
