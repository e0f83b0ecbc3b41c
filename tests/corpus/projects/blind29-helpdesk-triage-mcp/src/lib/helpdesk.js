import { ResultAsync, errAsync, okAsync } from 'neverthrow';

const BASE = process.env.HELPDESK_API_BASE ?? 'https://helpdesk.internal.example.com';
const SERVICE_TOKEN = process.env.HELPDESK_SERVICE_TOKEN;

const asError = (e) => (e instanceof Error ? e : new Error(String(e)));

// The service account acts on behalf of the agent; the helpdesk enforces the agent's own permissions.
const call = (agentId, path, { method = 'GET', body } = {}) =>
  ResultAsync.fromPromise(
    fetch(new URL(path, BASE), {
      method,
      headers: {
        authorization: `Bearer ${SERVICE_TOKEN}`,
        'x-act-as-agent': agentId,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    }).then(async (res) => {
      if (!res.ok) throw new Error(`helpdesk ${method} ${path} answered ${res.status}`);
      return res.status === 204 ? null : res.json();
    }),
    asError,
  );

const q = encodeURIComponent;

export const helpdeskFor = (agentId) => ({
  assertQueueAccess: (queue) =>
    call(agentId, `/v1/queues/${q(queue)}/membership`).andThen((membership) =>
      membership?.role === 'triager' || membership?.role === 'lead'
        ? okAsync(membership)
        : errAsync(new Error(`You are not a triager on ${queue}.`)),
    ),
  unlabelled: (queue, offset) =>
    call(agentId, `/v1/queues/${q(queue)}/tickets?label=none&offset=${offset}&limit=1`).map((page) => page.items[0] ?? null),
  ticket: (id) => call(agentId, `/v1/tickets/${q(id)}`),
  label: (id, label) => call(agentId, `/v1/tickets/${q(id)}/labels`, { method: 'POST', body: { label } }),
  close: (id, resolution, note) => call(agentId, `/v1/tickets/${q(id)}/close`, { method: 'POST', body: { resolution, note } }),
});
