'use strict';

const fs = require('node:fs/promises');
const path = require('node:path');
const { sealState, openState } = require('../lib/state');

const TOOL = 'move_files';

const definition = {
  name: TOOL,
  description: 'Move files matching a glob from one managed folder to another',
  annotations: { destructiveHint: true },
  inputSchema: {
    type: 'object',
    properties: {
      from: { type: 'string' },
      to: { type: 'string' },
      pattern: { type: 'string', default: '*' },
    },
    required: ['from', 'to'],
  },
};

function globToRegExp(pattern) {
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]');
  return new RegExp(`^${escaped}$`);
}

async function matching(dir, pattern) {
  const re = globToRegExp(pattern);
  const entries = await fs.readdir(dir, { withFileTypes: true });
  return entries.filter((e) => e.isFile() && re.test(e.name)).map((e) => e.name);
}

async function run(params, ctx) {
  const { from, to, pattern = '*' } = params.arguments || {};
  const src = ctx.resolveManaged(from);
  const dst = ctx.resolveManaged(to);
  if (!src || !dst) return ctx.error('Both folders must be inside a managed root.');

  if (!params.requestState) {
    const names = await matching(src, pattern);
    if (names.length === 0) return ctx.text(`Nothing in ${from} matches ${pattern}.`);
    const requestState = sealState({ from, to, pattern, count: names.length }, { user: ctx.user, tool: TOOL });
    return {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: `Move ${names.length} file(s) from ${from} to ${to}?`,
            requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
          },
        },
      },
      requestState,
    };
  }

  const state = openState(params.requestState, { user: ctx.user, tool: TOOL });
  if (state.from !== from || state.to !== to || state.pattern !== pattern) {
    return ctx.error('This confirmation belongs to a different move.');
  }
  const answer = params.inputResponses && params.inputResponses.confirm;
  if (!answer || answer.action !== 'accept' || answer.content.confirm !== true) {
    return ctx.text('Nothing moved.');
  }

  const names = await matching(src, pattern);
  await fs.mkdir(dst, { recursive: true });
  for (const name of names) {
    await fs.rename(path.join(src, name), path.join(dst, name));
  }
  ctx.audit('move', { user: ctx.user, from, to, count: names.length });
  return ctx.text(`Moved ${names.length} file(s).`);
}

module.exports = { definition, run };
