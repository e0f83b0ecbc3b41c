// draft_release_notes: groups merged pull requests between two refs into release notes, asking which sections to keep.
import { createRequire } from 'node:module';
import { z } from 'zod';

const require = createRequire(import.meta.url);
const GitHub = require('../github.cjs');
const rt = require('../roundtrip.cjs');
const { argsDigest } = require('../sealer.cjs');

const TOOL = 'draft_release_notes';
const SECTION_LABELS = { feature: 'Features', bug: 'Fixes', docs: 'Documentation', deps: 'Dependencies', chore: 'Maintenance' };

/** @type {Map<string, { at: number, pulls: any[] }>} */
const pullCache = new Map();

/** @param {string} fullName owner/repo */
export function forgetRepo(fullName) {
  for (const key of pullCache.keys()) if (key.startsWith(`${fullName.toLowerCase()}@`)) pullCache.delete(key);
}

async function mergedPulls(gh, owner, repo, base, head) {
  const key = `${owner}/${repo}`.toLowerCase() + `@${base}...${head}`;
  const hit = pullCache.get(key);
  if (hit && Date.now() - hit.at < 5 * 60 * 1000) return hit.pulls;
  const comparison = await gh.compare(owner, repo, base, head);
  if (!comparison) throw new Error(`cannot compare ${base}...${head}`);
  const seen = new Map();
  for (const commit of comparison.commits.slice(-250)) {
    for (const pr of await gh.pullsForCommit(owner, repo, commit.sha)) {
      if (pr.merged_at && !seen.has(pr.number)) seen.set(pr.number, pr);
    }
  }
  const pulls = [...seen.values()];
  pullCache.set(key, { at: Date.now(), pulls });
  return pulls;
}

function sectionOf(pr) {
  const names = pr.labels.map((l) => l.name);
  return Object.keys(SECTION_LABELS).find((s) => names.includes(s)) || 'chore';
}

/**
 * @param {import('@modelcontextprotocol/sdk/server/mcp.js').McpServer} server
 * @param {{ config: any, sealer: any }} deps
 */
export function register(server, { config, sealer }) {
  server.registerTool(TOOL, {
    title: 'Draft release notes',
    description: 'Write release notes from the pull requests merged between two tags or commits.',
    inputSchema: { owner: z.string(), repo: z.string(), base: z.string(), head: z.string().default('HEAD') },
    annotations: { readOnlyHint: true, openWorldHint: true },
  }, async (args, extra) => {
    const user = rt.userOf(extra);
    const gh = new GitHub(config, user.token);
    const pulls = await mergedPulls(gh, args.owner, args.repo, args.base, args.head);
    if (pulls.length === 0) return rt.reply(`No merged pull requests between ${args.base} and ${args.head}.`);

    const counts = {};
    for (const pr of pulls) counts[sectionOf(pr)] = (counts[sectionOf(pr)] || 0) + 1;

    const incoming = rt.stateOf(extra);
    if (!incoming) {
      const requestState = sealer.seal({ userId: user.userId, tool: TOOL, args, data: { apiVersion: config.github.apiVersion, counts } });
      return rt.ask('sections', `Found ${pulls.length} pull requests. Which sections should the notes include?`, {
        sections: {
          type: 'array',
          items: { anyOf: Object.keys(counts).map((s) => ({ const: s, title: `${SECTION_LABELS[s]} (${counts[s]})` })) },
          default: Object.keys(counts).filter((s) => s !== 'chore'),
        },
      }, requestState);
    }

    const claims = sealer.open(incoming);
    if (!claims || claims.uid !== user.userId || claims.tool !== TOOL || claims.args !== argsDigest(args)) {
      return rt.reply('This draft request has expired; ask again.', true);
    }
    const picked = (rt.answerOf(extra, 'sections') || {}).sections || [];
    const lines = [];
    for (const section of Object.keys(SECTION_LABELS)) {
      if (!picked.includes(section)) continue;
      const items = pulls.filter((pr) => sectionOf(pr) === section);
      if (items.length === 0) continue;
      lines.push(`## ${SECTION_LABELS[section]}`, ...items.map((pr) => `- ${pr.title} (#${pr.number}) @${pr.user.login}`), '');
    }
    return rt.reply(lines.length ? lines.join('\n') : 'No sections selected.');
  });
}
