import * as R from 'ramda';

/** Markdown -> async stream of { title, body } split on level-1/2 headings. */
export async function* sections(markdown) {
  let current = { title: '(untitled)', body: [] };
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,2}\s+(.*)$/.exec(line);
    if (heading) {
      if (current.body.length) yield { title: current.title, body: current.body.join('\n') };
      current = { title: heading[1].trim(), body: [] };
    } else {
      current.body.push(line);
    }
  }
  if (current.body.length) yield { title: current.title, body: current.body.join('\n') };
}

export async function* mapAsync(source, fn) {
  for await (const item of source) yield await fn(item);
}

export async function* filterAsync(source, keep) {
  for await (const item of source) if (await keep(item)) yield item;
}

export async function collect(source) {
  const out = [];
  for await (const item of source) out.push(item);
  return out;
}

const stripComments = R.replace(/<!--[\s\S]*?-->/g, '');
const clampHeadings = R.replace(/^#{4,}/gm, '###');
const trimLines = R.pipe(R.split('\n'), R.map(R.replace(/\s+$/, '')), R.join('\n'));

export const cleanMarkdown = R.pipe(stripComments, clampHeadings, trimLines, R.trim);

/** Identical embedded images (same bytes) are uploaded once. */
export const dedupeImages = R.uniqWith((a, b) => a.bytes.length === b.bytes.length && Buffer.compare(a.bytes, b.bytes) === 0);

export const toHtml = (section) =>
  `<section><h2>${R.replace(/</g, '&lt;', section.title)}</h2>\n<pre>${R.replace(/</g, '&lt;', section.body)}</pre></section>`;
