// In-process knowledge-base article store with search, lookup, removal and tag listing.
// Tiny in-process article store. In production this is backed by the
// helpdesk's REST API; the shape is the same.

const articles = [
  { id: 'kb-101', title: 'Resetting your password', tags: ['account'], body: 'Go to Settings > Security…', owner: 'u-ana' },
  { id: 'kb-102', title: 'Exporting invoices to CSV', tags: ['billing'], body: 'Open Billing, choose Export…', owner: 'u-ben' },
  { id: 'kb-103', title: 'SSO with Okta', tags: ['account', 'sso'], body: 'Create a SAML app in Okta…', owner: 'u-ana' },
  { id: 'kb-104', title: 'Refund policy', tags: ['billing', 'policy'], body: 'Refunds within 30 days…', owner: 'u-cat' },
  { id: 'kb-105', title: 'Rate limits', tags: ['api'], body: 'The API allows 600 requests per minute…', owner: 'u-ben' },
];

export function search(query, { tag, offset = 0, limit = 3 } = {}) {
  const q = query.toLowerCase();
  const hits = articles.filter(
    (a) => (!tag || a.tags.includes(tag)) && (a.title.toLowerCase().includes(q) || a.body.toLowerCase().includes(q)),
  );
  return { total: hits.length, items: hits.slice(offset, offset + limit) };
}

export function get(id) {
  return articles.find((a) => a.id === id);
}

export function remove(id) {
  const i = articles.findIndex((a) => a.id === id);
  if (i === -1) return false;
  articles.splice(i, 1);
  return true;
}

export function allTags() {
  return [...new Set(articles.flatMap((a) => a.tags))].sort();
}
