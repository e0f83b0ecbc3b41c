// HTTP client for the change-management system that holds change tickets and their approvals.

export function ticketsClient({ url, token }) {
  async function get(path) {
    const res = await fetch(new URL(path, url), {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(8_000),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`tickets GET ${path}: ${res.status}`);
    return res.json();
  }

  return {
    async change(ticketId) {
      const t = await get(`/api/changes/${encodeURIComponent(ticketId)}`);
      if (!t) return null;
      return {
        id: t.id,
        state: t.state,
        service: t.service,
        emergency: Boolean(t.emergency),
        approver: t.approved_by ?? null,
        approvalToken: t.approval_token ?? null,
        windowEndsAt: t.window_ends_at ? Date.parse(t.window_ends_at) : null,
      };
    },

    async comment(ticketId, text) {
      const res = await fetch(new URL(`/api/changes/${encodeURIComponent(ticketId)}/comments`, url), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
        signal: AbortSignal.timeout(8_000),
      });
      if (!res.ok) throw new Error(`tickets comment ${ticketId}: ${res.status}`);
    },
  };
}
