import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { getEnclosingFunction } from '../../src/analysis/syntax/index.js';
import { codecBindText, planCodecBind, replaceCodecBind, type CodecMintSite } from '../../src/fix/codec-bind.js';
import { fixOutputs, type FixProbeOptions } from './probe.js';

/**
 * The code as `planCodecBind` leaves it for the file's `createRequestStateCodec({ … })`, with every `codec.mint(…)` a
 * mint; its handler is the function it is in, and it passes the context when it has a second argument.
 */
function withBind(code: string, options: FixProbeOptions = {}): string[] {
  return fixOutputs(
    code,
    (context, offer) => {
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
          if (options) offer(options, planCodecBind(context.sourceCode, options, mints, { module: SEAL, sourceType: context.languageOptions.sourceType }));
        },
      };
    },
    options,
  );
}

const SEAL = 'eslint-plugin-mcp-state/seal';
const IMPORT = `import { principalOf } from '${SEAL}';\n`;

const CODEC = "const codec = createRequestStateCodec({ key: process.env.STATE_KEY });\n";

describe('planCodecBind', () => {
  it('adds bind and passes each handler’s context to its mint', () => {
    const code = `${CODEC}server.registerTool('a', {}, async (args, ctx) => ({ requestState: await codec.mint({ step: 1 }) }));\nserver.registerTool('b', {}, async (input, extra) => ({ requestState: await codec.mint(input) }));`;
    expect(withBind(code)).toEqual([
      `${IMPORT}const codec = createRequestStateCodec({ key: process.env.STATE_KEY, bind: (ctx) => principalOf(ctx) });\nserver.registerTool('a', {}, async (args, ctx) => ({ requestState: await codec.mint({ step: 1 }, ctx) }));\nserver.registerTool('b', {}, async (input, extra) => ({ requestState: await codec.mint(input, extra) }));`,
    ]);
  });

  it('leaves a mint that passes the context alone', () => {
    const code = `${CODEC}server.registerTool('a', {}, async (args, ctx) => ({ requestState: await codec.mint({ step: 1 }, ctx) }));`;
    expect(withBind(code)).toEqual([
      `${IMPORT}const codec = createRequestStateCodec({ key: process.env.STATE_KEY, bind: (ctx) => principalOf(ctx) });\nserver.registerTool('a', {}, async (args, ctx) => ({ requestState: await codec.mint({ step: 1 }, ctx) }));`,
    ]);
  });

  it('adds bind after a trailing comma', () => {
    expect(withBind('const codec = createRequestStateCodec({\n  key,\n});')).toEqual([`${IMPORT}const codec = createRequestStateCodec({\n  key, bind: (ctx) => principalOf(ctx),\n});`]);
  });

  it('reuses an import of principalOf, under its local name or through a namespace', () => {
    expect(withBind(`import { principalOf as who, sealState } from '${SEAL}';\nconst codec = createRequestStateCodec({ key });`)).toEqual([
      `import { principalOf as who, sealState } from '${SEAL}';\nconst codec = createRequestStateCodec({ key, bind: (ctx) => who(ctx) });`,
    ]);
    expect(withBind(`import * as seal from '${SEAL}';\nconst codec = createRequestStateCodec({ key });`)).toEqual([
      `import * as seal from '${SEAL}';\nconst codec = createRequestStateCodec({ key, bind: (ctx) => seal.principalOf(ctx) });`,
    ]);
  });

  it('extends an import of the seal module, and requires principalOf in CommonJS', () => {
    expect(withBind(`import { sealState } from '${SEAL}';\nconst codec = createRequestStateCodec({ key });`)).toEqual([
      `import { sealState, principalOf } from '${SEAL}';\nconst codec = createRequestStateCodec({ key, bind: (ctx) => principalOf(ctx) });`,
    ]);
    expect(withBind("const { createRequestStateCodec } = require('@modelcontextprotocol/server');\nconst codec = createRequestStateCodec({ key });", { sourceType: 'commonjs' })).toEqual([
      `const { createRequestStateCodec } = require('@modelcontextprotocol/server');\nconst { principalOf } = require('${SEAL}');\nconst codec = createRequestStateCodec({ key, bind: (ctx) => principalOf(ctx) });`,
    ]);
  });

  it.each([
    ['the handler destructures its context', `${CODEC}server.registerTool('a', {}, async (args, { http }) => ({ requestState: await codec.mint({ step: 1 }) }));`],
    ['the handler has no context parameter', `${CODEC}server.registerTool('a', {}, async (args) => ({ requestState: await codec.mint({ step: 1 }) }));`],
    ['the mint is outside any function', `${CODEC}export const first = await codec.mint({ step: 1 });`],
  ])('plans nothing when %s', (_name, code) => {
    expect(withBind(code)).toEqual(['no fix']);
  });
});

describe('codecBindText', () => {
  it('binds the user principalOf answers at run time', () => {
    expect(codecBindText()).toBe('bind: (ctx) => principalOf(ctx)');
    expect(codecBindText('seal.principalOf')).toBe('bind: (ctx) => seal.principalOf(ctx)');
  });
});

describe('replaceCodecBind', () => {
  function replaced(code: string, options: FixProbeOptions = {}): string[] {
    return fixOutputs(
      code,
      (context, offer) => ({
        'Property[key.name="bind"]'(property: TSESTree.Property) {
          offer(property, replaceCodecBind(context.sourceCode, property, { module: SEAL, sourceType: context.languageOptions.sourceType }));
        },
      }),
      options,
    );
  }

  it('replaces the bind and imports principalOf in the same fix', () => {
    expect(replaced("import { createRequestStateCodec } from '@modelcontextprotocol/server';\nconst codec = createRequestStateCodec({ key, bind: (ctx) => ctx.mcpReq.method });")).toEqual([
      `import { createRequestStateCodec } from '@modelcontextprotocol/server';\n${IMPORT}const codec = createRequestStateCodec({ key, bind: (ctx) => principalOf(ctx) });`,
    ]);
  });

  it('requires principalOf in CommonJS, and reuses a require of it', () => {
    expect(replaced('const codec = createRequestStateCodec({ key, bind: () => "x" });', { sourceType: 'commonjs' })).toEqual([
      `const { principalOf } = require('${SEAL}');\nconst codec = createRequestStateCodec({ key, bind: (ctx) => principalOf(ctx) });`,
    ]);
    expect(replaced(`const { principalOf } = require('${SEAL}');\nconst codec = createRequestStateCodec({ key, bind: () => "x" });`, { sourceType: 'commonjs' })).toEqual([
      `const { principalOf } = require('${SEAL}');\nconst codec = createRequestStateCodec({ key, bind: (ctx) => principalOf(ctx) });`,
    ]);
  });
});
