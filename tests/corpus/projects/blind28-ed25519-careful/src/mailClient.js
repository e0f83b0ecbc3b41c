const MAIL_API = process.env.MAIL_API_URL ?? 'https://mail.internal.example.com/api';

async function call(path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${MAIL_API}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`mail api ${path}: ${res.status}`);
  return res.json();
}

export const mailClient = {
  async exchangeToken(subjectToken) {
    const { access_token } = await call('/oauth/token-exchange', { method: 'POST', body: { subject_token: subjectToken } });
    return access_token;
  },
  listFolders: async (token, mailbox) => (await call(`/mailboxes/${encodeURIComponent(mailbox)}/folders`, { token })).names,
  archive: async (token, mailbox, folders) =>
    (await call(`/mailboxes/${encodeURIComponent(mailbox)}/archive`, { token, method: 'POST', body: { folders } })).count,
  countArchived: async (mailbox, before) =>
    (await call(`/archive/${encodeURIComponent(mailbox)}?before=${encodeURIComponent(before)}&count=1`)).count,
  purge: async (mailbox, before) =>
    (await call(`/archive/${encodeURIComponent(mailbox)}?before=${encodeURIComponent(before)}`, { method: 'DELETE' })).deleted,
};
