import { config } from './config.js';

async function call(path, init = {}) {
  const response = await fetch(new URL(`/api/v2${path}`, config.zendeskUrl), {
    ...init,
    headers: {
      authorization: `Bearer ${config.zendeskToken}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`Zendesk ${init.method ?? 'GET'} ${path}: ${response.status}`);
  return response.status === 204 ? null : response.json();
}

export const zendesk = {
  ticket: async (id) => (await call(`/tickets/${encodeURIComponent(id)}.json`)).ticket,
  groups: async () => (await call('/groups/assignable.json')).groups,
  escalate: (id, groupId, note, authorId) =>
    call(`/tickets/${encodeURIComponent(id)}.json`, {
      method: 'PUT',
      body: JSON.stringify({
        ticket: { group_id: groupId, priority: 'urgent', comment: { body: note, public: false, author_id: authorId } },
      }),
    }),
  merge: (targetId, sourceIds, authorId) =>
    call(`/tickets/${encodeURIComponent(targetId)}/merge.json`, {
      method: 'POST',
      body: JSON.stringify({ ids: sourceIds, target_comment: `Merged by agent ${authorId}` }),
    }),
};
