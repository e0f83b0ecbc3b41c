import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Packs the repository as npm would publish it (dist is current: `npm test` builds first) and installs the tarball,
// production-only, into a fresh ESM project, as a server that only needs the seal helper would.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(join(tmpdir(), 'mcp-state-install-'));
const consumer = join(work, 'consumer');

afterAll(() => rmSync(work, { recursive: true, force: true }));

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function pack(): { tarball: string; files: string[] } {
  const [packed] = JSON.parse(npm(['pack', '--ignore-scripts', '--json', '--pack-destination', work], root)) as Array<{
    filename: string;
    files: Array<{ path: string }>;
  }>;
  if (packed === undefined) throw new Error('npm pack printed no package');
  return { tarball: join(work, packed.filename), files: packed.files.map(file => file.path) };
}

function installProductionOnly(tarball: string): void {
  const args = ['install', tarball, '--omit=dev', '--no-audit', '--no-fund'];
  try {
    npm([...args, '--offline'], consumer);
  } catch {
    npm(args, consumer);
  }
}

/** Every package npm reports as installed: entries with a version (a missing optional peer is listed empty). */
function installedPackages(tree: { dependencies?: Record<string, unknown> }): string[] {
  return Object.entries(tree.dependencies ?? {}).flatMap(([name, node]) => {
    const child = node as { version?: string; dependencies?: Record<string, unknown> };
    return [...(child.version === undefined ? [] : [name]), ...installedPackages(child)];
  });
}

const CONSUMER_SCRIPT = `
import { createStateSealer, openState, refusal, safeEqual, sealState } from 'eslint-plugin-mcp-state/seal';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
// The last MAC character carries 2 unused bits: flipping the lowest one keeps the decoded bytes.
const sibling = char => ALPHABET[ALPHABET.indexOf(char) ^ 1];

process.env.STATE_KEY = 'q2N0bZ0yF6kYyq1c3m2m5bD1p9YxK8Qe7w4Hn0sVt3U=';
const binding = { userId: 'alice', tool: 'delete_repo', args: { repo: 'acme/site' } };
const token = sealState({ step: 2 }, binding);
let clock = 0;
const sealer = createStateSealer({ keys: [process.env.STATE_KEY], now: () => clock });
const timed = sealer.seal({ step: 3 }, binding);
clock = 600_000;
console.log(JSON.stringify({
  version: token.split('.')[0],
  opened: openState(token, { ...binding, args: { repo: 'acme/site' } }),
  otherUser: openState(token, { ...binding, userId: 'bob' }),
  changed: openState(token.slice(0, -1) + sibling(token.at(-1)), binding),
  expired: sealer.open(timed, binding),
  safeEqual: [safeEqual('\\uD800', '\\uD801'), safeEqual('mac', 'mac')],
  refusal: refusal('signature'),
}));
`;

describe('installing the packed package for production', () => {
  it(
    'pulls nothing but itself, /seal works from plain node, and mcp-state-check asks for its optional peer',
    () => {
      const { tarball, files } = pack();
      expect(files).toEqual(expect.arrayContaining(['package.json', 'dist/src/seal/index.js', 'dist/src/seal/index.d.ts']));
      expect(files.filter(file => /^(src|rules|tests|node_modules)\//.test(file))).toEqual([]);

      mkdirSync(consumer);
      writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }));
      installProductionOnly(tarball);

      writeFileSync(join(consumer, 'check.mjs'), CONSUMER_SCRIPT);
      const output = JSON.parse(execFileSync(process.execPath, ['check.mjs'], { cwd: consumer, encoding: 'utf8' })) as unknown;
      expect(output).toEqual({
        version: 'v1',
        opened: { ok: true, state: { step: 2 } },
        otherUser: { ok: false, reason: 'user' },
        changed: { ok: false, reason: 'malformed' },
        expired: { ok: false, reason: 'expired' },
        safeEqual: [false, true],
        refusal: { isError: true, content: [{ type: 'text', text: expect.stringMatching(/start the action again/) }] },
      });

      const tree = JSON.parse(npm(['ls', '--omit=dev', '--all', '--json'], consumer)) as { dependencies?: Record<string, unknown> };
      expect(Object.keys(tree.dependencies ?? {})).toEqual(['eslint-plugin-mcp-state']);
      expect(installedPackages(tree)).toEqual(['eslint-plugin-mcp-state']);
      expect(readdirSync(join(consumer, 'node_modules')).filter(name => !name.startsWith('.'))).toEqual(['eslint-plugin-mcp-state']);

      // The bin is linked, and without its optional peer says which package to install, exit 2.
      const bin = join(consumer, 'node_modules/.bin/mcp-state-check');
      const run = spawnSync(bin, ['--url', 'http://127.0.0.1:9/mcp', '--tool', 'deploy', '--token', 'a', '--other-token', 'b'], {
        cwd: consumer,
        encoding: 'utf8',
      });
      expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
        status: 2,
        stdout: '',
        stderr:
          'mcp-state-check: cannot load the official MCP client, @modelcontextprotocol/client 2.x, which this command runs on. It is an ' +
          'optional peer dependency of eslint-plugin-mcp-state: install it next to it with npm install --save-dev @modelcontextprotocol/client@^2\n',
      });
    },
    120_000,
  );
});
