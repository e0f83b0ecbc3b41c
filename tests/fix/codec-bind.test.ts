import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { getEnclosingFunction } from '../../src/analysis/syntax/index.js';
import { CODEC_BIND_TEXT, planCodecBind, type CodecMintSite } from '../../src/fix/codec-bind.js';
import { fixOutputs } from './probe.js';

/**
 * The code as `planCodecBind` leaves it for the file's `createRequestStateCodec({ … })`, with every `codec.mint(…)` a
 * mint; its handler is the function it is in, and it passes the context when it has a second argument.
 */
function withBind(code: string): string[] {
  return fixOutputs(code, (context, offer) => {
    let options: TSESTree.ObjectExpression | undefined;
    const mints: CodecMintSite[] = [];
    return {
      'CallExpression[callee.name="createRequestStateCodec"]'(call: TSESTree.CallExpression) {
        if (call.arguments[0]?.type === 'ObjectExpression') options = call.arguments[0];
      },
      'CallExpression[callee.property.name="mint"]'(call: TSESTree.CallExpression) {
        const fn = getEnclosingFunction(call);
        mints.push({ call, handler: fn.type === 'Program' ? undefined : { fn }, passesContext: call.arguments.length > 1 });
      },
      'Program:exit'() {
        if (options) offer(options, planCodecBind(context.sourceCode, options, mints));
      },
    };
  });
}

const CODEC = "const codec = createRequestStateCodec({ key: process.env.STATE_KEY });\n";

describe('planCodecBind', () => {
  it('adds bind and passes each handler’s context to its mint', () => {
    const code = `${CODEC}server.registerTool('a', {}, async (args, ctx) => ({ requestState: await codec.mint({ step: 1 }) }));\nserver.registerTool('b', {}, async (input, extra) => ({ requestState: await codec.mint(input) }));`;
    expect(withBind(code)).toEqual([
      `const codec = createRequestStateCodec({ key: process.env.STATE_KEY, ${CODEC_BIND_TEXT} });\nserver.registerTool('a', {}, async (args, ctx) => ({ requestState: await codec.mint({ step: 1 }, ctx) }));\nserver.registerTool('b', {}, async (input, extra) => ({ requestState: await codec.mint(input, extra) }));`,
    ]);
  });

  it('leaves a mint that passes the context alone', () => {
    const code = `${CODEC}server.registerTool('a', {}, async (args, ctx) => ({ requestState: await codec.mint({ step: 1 }, ctx) }));`;
    expect(withBind(code)).toEqual([
      `const codec = createRequestStateCodec({ key: process.env.STATE_KEY, ${CODEC_BIND_TEXT} });\nserver.registerTool('a', {}, async (args, ctx) => ({ requestState: await codec.mint({ step: 1 }, ctx) }));`,
    ]);
  });

  it('adds bind after a trailing comma', () => {
    expect(withBind('const codec = createRequestStateCodec({\n  key,\n});')).toEqual([`const codec = createRequestStateCodec({\n  key, ${CODEC_BIND_TEXT},\n});`]);
  });

  it.each([
    ['the handler destructures its context', `${CODEC}server.registerTool('a', {}, async (args, { http }) => ({ requestState: await codec.mint({ step: 1 }) }));`],
    ['the handler has no context parameter', `${CODEC}server.registerTool('a', {}, async (args) => ({ requestState: await codec.mint({ step: 1 }) }));`],
    ['the mint is outside any function', `${CODEC}export const first = await codec.mint({ step: 1 });`],
  ])('plans nothing when %s', (_name, code) => {
    expect(withBind(code)).toEqual(['no fix']);
  });
});
