// delete_release: deletes a release (and optionally its tag); the pending confirmation lives in Redis behind a handle.
'use strict';

const TOOL = 'delete_release';

/**
 * @param {import('@modelcontextprotocol/sdk/server/mcp.js').McpServer} server
 * @param {{ config: any }} deps
 */
exports.register = function register(server, deps) {
  const { z } = require('zod');
  const GitHub = require('../github.cjs');
  const pending = require('../pending.cjs');
  const { argsDigest } = require('../sealer.cjs');
  const rt = require('../roundtrip.cjs');
  const { config } = deps;

  server.registerTool(TOOL, {
    title: 'Delete release',
    description: 'Delete a GitHub release. With deleteTag the git tag is removed as well.',
    inputSchema: {
      owner: z.string().regex(/^[A-Za-z0-9-]+$/),
      repo: z.string().regex(/^[A-Za-z0-9._-]+$/),
      tag: z.string().min(1).max(100),
      deleteTag: z.boolean().default(false),
    },
    annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: true },
  }, async (args, extra) => {
    const user = rt.userOf(extra);
    if (config.allowedOrgs.length && !config.allowedOrgs.includes(args.owner.toLowerCase())) {
      return rt.reply(`Releases in ${args.owner} are not managed by this server.`, true);
    }
    const gh = new GitHub(config, user.token);
    const release = await gh.findRelease(args.owner, args.repo, args.tag);
    if (!release) return rt.reply(`No release for tag ${args.tag}.`, true);

    const handle = rt.stateOf(extra);
    if (!handle) {
      const requestState = await pending.create(config, {
        userId: user.userId,
        tool: TOOL,
        argsDigest: argsDigest(args),
        releaseId: release.id,
        expiresAt: Date.now() + pending.TTL_SECONDS * 1000,
      });
      return rt.ask('confirm',
        `Delete release ${args.tag} (${release.draft ? 'draft' : 'published'}, ${release.assets.length} assets)${args.deleteTag ? ' AND the git tag' : ''} in ${args.owner}/${args.repo}?`,
        { confirm: { type: 'boolean', title: 'Delete permanently' } },
        requestState);
    }

    const record = await pending.take(config, handle);
    if (!record || record.expiresAt <= Date.now()) return rt.reply('The confirmation has expired; ask again.', true);
    if (record.userId !== user.userId || record.tool !== TOOL || record.argsDigest !== argsDigest(args) || record.releaseId !== release.id) {
      return rt.reply('The confirmation does not match this request; ask again.', true);
    }
    const answer = rt.answerOf(extra, 'confirm');
    if (!answer || answer.confirm !== true) return rt.reply('Nothing deleted.');

    await gh.deleteRelease(args.owner, args.repo, release.id);
    if (args.deleteTag) await gh.deleteTag(args.owner, args.repo, args.tag);
    return rt.reply(`Deleted release ${args.tag}${args.deleteTag ? ' and its tag' : ''}.`);
  });
};
