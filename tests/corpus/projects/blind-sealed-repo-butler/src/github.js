// Models a thin GitHub REST client used by the tools.
export function createGithub(token) {
  const call = async (path, init = {}) => {
    const res = await fetch(`https://api.github.com${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json', ...init.headers },
    });
    if (!res.ok) throw new Error(`GitHub ${res.status} on ${path}`);
    return res.status === 204 ? null : res.json();
  };
  return {
    pull: async (repo, n) => {
      const pr = await call(`/repos/${repo}/pulls/${n}`);
      return { title: pr.title, base: pr.base.ref, headSha: pr.head.sha };
    },
    merge: async (repo, n, method) => (await call(`/repos/${repo}/pulls/${n}/merge`, { method: 'PUT', body: JSON.stringify({ merge_method: method }) })).sha,
    suggestLabels: async (repo) => (await call(`/repos/${repo}/labels`)).slice(0, 8).map((l) => l.name),
    addLabel: (repo, n, label) => call(`/repos/${repo}/issues/${n}/labels`, { method: 'POST', body: JSON.stringify({ labels: [label] }) }),
    untriaged: async (repo, page, seen) => {
      const list = await call(`/repos/${repo}/issues?labels=needs-triage&page=${page}`);
      return list.find((i) => !seen.includes(i.number)) ?? null;
    },
  };
}
