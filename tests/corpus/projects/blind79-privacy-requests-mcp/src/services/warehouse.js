// Client for the data platform's subject API: dataset catalogue, legal holds, exports and erasures.

export function warehouseClient({ baseUrl, token }) {
  async function call(method, path, body) {
    const res = await fetch(new URL(path, baseUrl), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    if (!res.ok) throw new Error(`warehouse ${method} ${path}: ${res.status}`);
    return res.json();
  }

  return {
    async datasets() {
      const r = await call('GET', '/v1/subject-datasets');
      return r.items.map((d) => ({ id: d.id, label: d.label, containsSpecialCategory: Boolean(d.special_category) }));
    },
    async legalHolds(subjectId) {
      const r = await call('GET', `/v1/subjects/${encodeURIComponent(subjectId)}/holds`);
      return r.items ?? [];
    },
    startExport({ subjectId, datasets, delivery, ticket, requestedBy }) {
      return call('POST', '/v1/exports', {
        subject_id: subjectId,
        datasets,
        delivery: delivery.method === 'sftp' ? { method: 'sftp', target: delivery.targetId, credential_ref: delivery.credentialRef } : { method: 'secure_link', ttl_hours: 72 },
        ticket,
        requested_by: requestedBy,
      });
    },
    erase({ subjectId, datasets, ticket, requestedBy }) {
      return call('POST', '/v1/erasures', { subject_id: subjectId, datasets, ticket, requested_by: requestedBy, mode: 'hard_delete' });
    },
  };
}
