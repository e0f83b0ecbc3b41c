// Posts drafts to the club's WordPress through an application password (server-side only).
import { clubSite } from './config.js';

const basicAuth = () => `Basic ${Buffer.from(`${clubSite.user}:${clubSite.appPassword}`).toString('base64')}`;

export async function saveReportDraft({ title, body, authorName }) {
  const res = await fetch(`${clubSite.baseUrl}/wp-json/wp/v2/posts`, {
    method: 'POST',
    headers: { authorization: basicAuth(), 'content-type': 'application/json' },
    body: JSON.stringify({ title, content: `${body}\n\n<p><em>Race office / ${authorName}</em></p>`, status: 'draft', categories: [7] }),
  });
  if (!res.ok) throw new Error(`club site: ${res.status}`);
  const post = await res.json();
  return { id: post.id, editUrl: `${clubSite.baseUrl}/wp-admin/post.php?post=${post.id}&action=edit` };
}
