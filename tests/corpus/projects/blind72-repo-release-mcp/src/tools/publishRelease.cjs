// publish_release: publishes a draft GitHub release once the maintainer confirms the exact release.
'use strict';

const TOOL = 'publish_release';

/**
 * @param {import('@modelcontextprotocol/sdk/server/mcp.js').McpServer} server
 * @param {{ config: any, sealer: any }} deps
 */
exports.register = function register(server, deps) {
  const { z } = require('zod');
  const GitHub = require('../github.cjs');
  const { argsDigest } = require('../sealer.cjs');
  const rt = require('../roundtrip.cjs');
  const { config, sealer } = deps;

  server.registerTool(TOOL, {
    title: 'Publish release',
    description: 'Publish a draft release for a tag. Subscribers and package registries are notified.',
    inputSchema: {
      owner: z.string().regex(/^[A-Za-z0-9-]+$/),
      repo: z.string().regex(/^[A-Za-z0-9._-]+$/),
      tag: z.string().min(1).max(100),
      makeLatest: z.boolean().default(true),
    },
    annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: true },
  }, async (args, extra) => {
    const user = rt.userOf(extra);
    if (config.allowedOrgs.length && !config.allowedOrgs.includes(args.owner.toLowerCase())) {
      return rt.reply(`Releases in ${args.owner} are not managed by this server.`, true);
    }
    const gh = new GitHub(config, user.token);
    const release = await gh.findRelease(args.owner, args.repo, args.tag);
    if (!release) return rt.reply(`No release for tag ${args.tag} in ${args.owner}/${args.repo}.`, true);
    if (!release.draft) return rt.reply(`Release ${args.tag} is already published: ${release.html_url}`);

    const incoming = rt.stateOf(extra);
    if (!incoming) {
      const requestState = sealer.seal({
        userId: user.userId,
        tool: TOOL,
        args,
        data: { releaseId: release.id, apiVersion: config.github.apiVersion, assets: release.assets.length },
      });
      return rt.ask('confirm',
        `Publish "${release.name || args.tag}" in ${args.owner}/${args.repo} with ${release.assets.length} assets${args.makeLatest ? ' and mark it latest' : ''}?`,
        { confirm: { type: 'boolean', title: 'Publish now' } },
        requestState);
    }

    const claims = sealer.open(incoming);
    if (!claims) return rt.reply('The confirmation is invalid or has expired; ask again.', true);
    if (claims.uid !== user.userId || claims.tool !== TOOL || claims.args !== argsDigest(args)) {
      return rt.reply('The confirmation was given for a different request; ask again.', true);
    }
    if (claims.data.releaseId !== release.id) return rt.reply('The draft changed since you confirmed; ask again.', true);

    const answer = rt.answerOf(extra, 'confirm');
    if (!answer || answer.confirm !== true) return rt.reply('Release left as a draft.');

    const published = await gh.publishRelease(args.owner, args.repo, release.id, args.makeLatest);
    return rt.reply(`Published ${published.tag_name}: ${published.html_url}`);
  });
};
