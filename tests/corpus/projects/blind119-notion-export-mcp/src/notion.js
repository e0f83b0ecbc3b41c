// Notion API client for listing databases and pages and rendering a page as Markdown.
const NOTION = 'https://api.notion.com/v1';

async function notion(token, path, init = {}) {
  const res = await fetch(`${NOTION}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'notion-version': '2022-06-28',
      'content-type': 'application/json',
    },
  });
  if (!res.ok) throw new Error(`notion ${res.status} ${path}`);
  return res.json();
}

export async function listDatabases(token) {
  const out = await notion(token, '/search', {
    method: 'POST',
    body: JSON.stringify({ filter: { property: 'object', value: 'database' }, page_size: 25 }),
  });
  return out.results.map((d) => ({ id: d.id, title: d.title?.[0]?.plain_text ?? d.id }));
}

export async function listPages(token, databaseId) {
  const out = await notion(token, `/databases/${databaseId}/query`, { method: 'POST', body: '{"page_size":50}' });
  return out.results.map((p) => ({
    id: p.id,
    title: Object.values(p.properties).find((v) => v.type === 'title')?.title?.[0]?.plain_text ?? p.id,
  }));
}

export async function pageAsMarkdown(token, pageId) {
  const blocks = await notion(token, `/blocks/${pageId}/children?page_size=100`);
  return blocks.results
    .map((b) => (b[b.type]?.rich_text ?? []).map((t) => t.plain_text).join(''))
    .filter(Boolean)
    .join('\n\n');
}
