#!/usr/bin/env node
import { createServer } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleGit } from 'simple-git';
import { createMcpHandler, requireBearerAuth } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { StdioServerTransport as LegacyStdio } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { loadConfig } from './config.js';
import { createRoundRunner } from './rounds/dispatcher.js';
import { buildLegacyServer } from './servers/legacy.js';
import { buildModernServer, type ServerDeps, type TrainBoard } from './servers/modern.js';
import { EnvelopeSealer } from './state/envelope.js';
import type { Announcer } from './tools/announce.js';
import type { GitOps } from './tools/cutReleaseSteps.js';

const config = loadConfig();
const sealer = new EnvelopeSealer(config.stateKey, config.stateTtlMs); // expect: no-weak-state-key

const git: GitOps = {
  async currentVersion(workdir, branch) {
    const described = await simpleGit(workdir).raw(['describe', '--tags', '--abbrev=0', branch]).catch(() => 'v0.0.0');
    return described.trim().replace(/^v/, '');
  },
  async shortlog(workdir, since, branch) {
    return simpleGit(workdir).raw(['log', '--no-merges', '--format=%s (%h)', `${since}..${branch}`]);
  },
  async prependChangelog(workdir, version, notes) {
    const file = join(workdir, 'CHANGELOG.md');
    const existing = await readFile(file, 'utf8').catch(() => '# Changelog\n');
    const [title, ...rest] = existing.split('\n');
    const today = new Date().toISOString().slice(0, 10);
    await writeFile(file, [title, '', `## ${version} (${today})`, '', notes, '', ...rest].join('\n'));
    await simpleGit(workdir).add('CHANGELOG.md').commit(`chore(release): ${version}`);
  },
  async tag(workdir, branch, tag, message) {
    await simpleGit(workdir).checkout(branch);
    await simpleGit(workdir).addAnnotatedTag(tag, message);
  },
  async push(workdir, remote, branch, tag) {
    await simpleGit(workdir).push(remote, branch);
    await simpleGit(workdir).push(remote, tag);
  },
};

const announcer: Announcer = {
  async channels() {
    return (process.env.RELEASE_TRAIN_CHANNELS ?? 'releases').split(',').map((c) => c.trim());
  },
  async post(channel, text) {
    const res = await fetch(process.env.RELEASE_TRAIN_CHAT_WEBHOOK_URL ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel, text }),
    });
    if (!res.ok) throw new Error(`chat webhook answered ${res.status}`);
    return (await res.json()).permalink as string;
  },
  async releaseNotes(repo, version) {
    const root = process.env.RELEASE_TRAIN_WORKSPACE ?? process.cwd();
    const log = await readFile(join(root, repo, 'CHANGELOG.md'), 'utf8');
    const start = log.indexOf(`## ${version}`);
    return start === -1 ? '' : log.slice(start, log.indexOf('\n## ', start + 3) >>> 0);
  },
};

const board: TrainBoard = {
  async repos() {
    return (process.env.RELEASE_TRAIN_REPOS ?? '').split(',').filter(Boolean);
  },
  async status(repo) {
    const root = process.env.RELEASE_TRAIN_WORKSPACE ?? process.cwd();
    const g = simpleGit(join(root, repo));
    const lastTag = (await g.raw(['describe', '--tags', '--abbrev=0']).catch(() => '')).trim() || null;
    const count = await g.raw(['rev-list', '--count', lastTag ? `${lastTag}..HEAD` : 'HEAD']);
    return { repo, lastTag, unreleasedCommits: Number(count.trim()) };
  },
};

const deps: ServerDeps = { run: createRoundRunner(sealer), git, announcer, board, config };

async function introspect(token: string) {
  const res = await fetch(process.env.RELEASE_TRAIN_INTROSPECTION_URL!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  const body = (await res.json()) as { active: boolean; sub?: string; client_id?: string; scope?: string; exp?: number };
  if (!body.active || !body.sub || !body.exp) throw new Error('inactive token');
  return {
    token,
    clientId: body.client_id ?? 'unknown',
    scopes: (body.scope ?? '').split(' ').filter(Boolean),
    expiresAt: body.exp,
    extra: { userId: body.sub },
  };
}

if (config.transport === 'stdio') {
  if (process.argv.includes('--legacy')) {
    await buildLegacyServer(deps).connect(new LegacyStdio());
  } else {
    await buildModernServer(deps).connect(new StdioServerTransport());
  }
} else {
  const mcp = createMcpHandler(() => buildModernServer(deps));
  const auth = requireBearerAuth({ verifier: { verifyAccessToken: introspect }, requiredScopes: ['release:write'] });
  const handle = toNodeHandler(async (request: Request) => {
    const authInfo = await auth(request);
    if (authInfo instanceof Response) return authInfo;
    return mcp.fetch(request, { authInfo });
  });
  createServer(handle).listen(config.port, () => {
    console.error(`[release-train] listening on :${config.port}`);
  });
}
