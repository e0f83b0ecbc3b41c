// Defines the import_links tool, which imports links from a CSV and asks how to handle slug clashes.
import { z } from 'zod';
import { createHash } from 'node:crypto';
import { inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import { buildResumeUrl, parseResumeUrl } from '../resumeUrl.js';
import { links } from '../links.js';
import { currentUser } from '../user.js';

const TOOL = 'import_links';
const BATCH = 50;

async function loadCsv(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`could not fetch ${url}`);
  const text = await res.text();
  return text
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(','))
    .filter(([slug, target]) => slug && target);
}

export default {
  name: TOOL,
  config: {
    description: 'Import go/ links from a CSV (slug,target), asking about clashes',
    inputSchema: z.object({ csvUrl: z.string().url() }),
  },
  async handler({ csvUrl }, ctx) {
    const userId = currentUser(ctx);
    const rows = await loadCsv(csvUrl);
    const source = createHash('sha256').update(csvUrl).digest('hex').slice(0, 16);

    let offset = 0;
    const state = ctx.mcpReq.requestState();
    if (state) {
      const carried = parseResumeUrl(state, TOOL, userId);
      if (carried.source !== source) throw new Error('resume link belongs to another import');
      offset = Number(carried.offset);
      const choice = acceptedContent(ctx.mcpReq.inputResponses, 'clash');
      if (choice?.overwrite) await links.remove(carried.clash);
      else offset += 1;
    }

    for (let i = offset; i < rows.length; i += 1) {
      const [slug, target] = rows[i];
      if (await links.get(slug)) {
        return inputRequired({
          inputRequests: {
            clash: inputRequired.elicit({
              message: `go/${slug} already exists. Overwrite it with ${target}?`,
              requestedSchema: { type: 'object', properties: { overwrite: { type: 'boolean' } } },
            }),
          },
          // Big imports get paused overnight; keep the link alive for a day.
          requestState: buildResumeUrl(TOOL, userId, { source, offset: i, clash: slug }, { ttlMs: 24 * 60 * 60 * 1000 }), // expect-todo: require-state-binding
        });
      }
      await links.create(slug, target, userId);
      if ((i + 1) % BATCH === 0) console.error(`[import] ${userId} ${source}: ${i + 1}/${rows.length}`);
    }
    return { content: [{ type: 'text', text: `Imported ${rows.length - offset} links.` }] };
  },
};
