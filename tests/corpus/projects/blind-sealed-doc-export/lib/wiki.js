// Models a tiny client for the internal wiki API.
const BASE = process.env.WIKI_URL || 'http://wiki.internal';

async function post(path, body) {
  const res = await fetch(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`wiki ${res.status}`);
  return res.json();
}

module.exports = {
  export: async (docId, format) => (await post(`/docs/${docId}/export`, { format })).url,
  share: (docId, emails) => post(`/docs/${docId}/share`, { emails }),
  translatePage: (docId, lang, page) => post(`/docs/${docId}/translate`, { lang, page }),
};
