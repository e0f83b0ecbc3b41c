export function github(token: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`https://api.github.com${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json', 'user-agent': 'release-worker' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`GitHub ${method} ${path}: ${res.status}`);
    return res.status === 204 ? null : res.json();
  };
  return {
    async publish(repo: string, tag: string) {
      const rel = (await call('GET', `/repos/${repo}/releases/tags/${tag}`)) as { id: number };
      await call('PATCH', `/repos/${repo}/releases/${rel.id}`, { draft: false });
    },
    async remove(repo: string, tag: string) {
      const rel = (await call('GET', `/repos/${repo}/releases/tags/${tag}`)) as { id: number };
      await call('DELETE', `/repos/${repo}/releases/${rel.id}`);
      await call('DELETE', `/repos/${repo}/git/refs/tags/${tag}`);
    },
  };
}
