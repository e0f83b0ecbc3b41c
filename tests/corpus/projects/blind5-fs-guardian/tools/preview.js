'use strict';

const fs = require('node:fs/promises');
const path = require('node:path');
const zlib = require('node:zlib');
const { olderThan, formatAge } = require('../lib/time');

const TOOL = 'preview_cleanup';
const PAGE = 25;

const definition = {
  name: TOOL,
  description: 'List stale files under a managed folder, one page at a time',
  annotations: { readOnlyHint: true },
  inputSchema: {
    type: 'object',
    properties: {
      root: { type: 'string' },
      olderThanDays: { type: 'integer', minimum: 1, default: 90 },
    },
    required: ['root'],
  },
};

function packCursor(cursor) {
  return zlib.deflateRawSync(Buffer.from(JSON.stringify(cursor))).toString('base64url');
}

function unpackCursor(text) {
  return JSON.parse(zlib.inflateRawSync(Buffer.from(text, 'base64url')).toString('utf8')); // expect: require-sealed-state
}

async function stale(dir, days) {
  const out = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(dir, entry.name);
    const st = await fs.stat(full);
    if (olderThan(st.mtimeMs, days)) out.push({ name: entry.name, size: st.size, age: formatAge(st.mtimeMs) });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

async function run(params, ctx) {
  let cursor;
  if (params.requestState) {
    cursor = unpackCursor(params.requestState);
    const more = params.inputResponses && params.inputResponses.more;
    if (!more || more.action !== 'accept' || !more.content.more) return ctx.text('Done.');
  } else {
    const { root, olderThanDays = 90 } = params.arguments || {};
    const dir = ctx.resolveManaged(root);
    if (!dir) return ctx.error(`${root} is not a managed folder.`);
    cursor = { dir, days: olderThanDays, offset: 0 };
  }

  const files = await stale(cursor.dir, cursor.days);
  const page = files.slice(cursor.offset, cursor.offset + PAGE);
  const lines = page.map((f) => `${f.name}\t${f.size} B\t${f.age}`);
  const next = cursor.offset + PAGE;
  if (next >= files.length) return ctx.text(lines.join('\n') || 'No stale files.');

  return {
    resultType: 'input_required',
    content: [{ type: 'text', text: lines.join('\n') }],
    inputRequests: {
      more: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `${files.length - next} more stale files. Show the next page?`,
          requestedSchema: { type: 'object', properties: { more: { type: 'boolean' } }, required: ['more'] },
        },
      },
    },
    requestState: packCursor({ ...cursor, offset: next }), // expect: require-sealed-state
  };
}

module.exports = { definition, run };
