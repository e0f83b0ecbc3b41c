import { describe, expect, it } from 'vitest';
import { callsPackageOtherThanState } from '../../../src/analysis/mcp/state-packages.js';
import { findSeals } from '../../../src/analysis/mcp/seals.js';
import { openOf } from '../../../src/analysis/mcp/opens.js';
import { classifiedNodeCount } from '../../../src/analysis/values/provenance.js';
import { lines } from '../../rule-tester.js';
import { withMcpFile, type ProbeOptions } from '../probe.js';

/** For each call of the file, in source order: its line, its callee's text, what package it calls into and whether that rules out a seal or an open. */
function callsIn(code: string, options: ProbeOptions = {}): [number, string, string | undefined, boolean][] {
  return withMcpFile(
    code,
    (mcp, sourceCode) =>
      mcp.calls.map((call) => [call.loc.start.line, sourceCode.getText(call.callee), mcp.provenance.packageCalledBy(call.callee), callsPackageOtherThanState(mcp, call)]),
    options,
  );
}

describe('calls into packages that neither seal nor open state', () => {
  it('follows members and call results back to the name imported from a package', () => {
    const code = lines(
      "import { z } from 'zod';",
      "import { randomUUID } from 'node:crypto';",
      'const schema = z.object({ id: z.string().min(1) });',
      'randomUUID();',
      'local.parse(schema);',
    );
    expect(callsIn(code)).toEqual([
      [3, 'z.object', 'zod', true],
      [3, 'z.string().min', 'zod', true],
      [3, 'z.string', 'zod', true],
      [4, 'randomUUID', 'node:crypto', true],
      [5, 'local.parse', undefined, false],
    ]);
  });

  it('reads require of a package, whole or destructured, and never a module of the project', () => {
    const code = lines(
      "const Joi = require('joi');",
      "const { sign } = require('jsonwebtoken');",
      "const helper = require('./lib/sign');",
      'Joi.string().required();',
      "sign({ sub: 'u' }, key);",
      'helper.seal(state);',
    );
    expect(callsIn(code, { commonJs: true })).toEqual([
      [1, 'require', undefined, false],
      [2, 'require', undefined, false],
      [3, 'require', undefined, false],
      [4, 'Joi.string().required', 'joi', true],
      [4, 'Joi.string', 'joi', true],
      [5, 'sign', 'jsonwebtoken', false],
      [6, 'helper.seal', undefined, false],
    ]);
  });

  it('keeps the seal helper, the JWT libraries and the SDK, and any package where the file names the codec factory', () => {
    const helperAndJose = lines(
      "import { sealState } from 'eslint-plugin-mcp-state/seal';",
      "import * as jose from 'jose';",
      "import { McpServer } from '@modelcontextprotocol/server';",
      'sealState(state, binding);',
      'new jose.SignJWT(claims).sign(key);',
      'McpServer.fromOptions(options);',
    );
    expect(callsIn(helperAndJose).map(([line, , module, rulesOut]) => [line, module, rulesOut])).toEqual([
      [4, 'eslint-plugin-mcp-state/seal', false],
      [5, 'jose', false],
      [6, '@modelcontextprotocol/server', false],
    ]);
    const framework = lines("import * as mcp from 'mcp-use';", 'mcp.createRequestStateCodec({ key }).mint(payload, ctx);');
    expect(callsIn(framework).map(([, callee, module, rulesOut]) => [callee, module, rulesOut])).toEqual([
      ['mcp.createRequestStateCodec({ key }).mint', 'mcp-use', false],
      ['mcp.createRequestStateCodec', 'mcp-use', false],
    ]);
  });

  it('still finds the seals of the packages that make them', () => {
    const code = lines(
      "import { z } from 'zod';",
      "import jwt from 'jsonwebtoken';",
      "import { SignJWT } from 'jose';",
      'const input = z.object({ id: z.string() });',
      "const a = jwt.sign({ sub: 'u' }, key, { expiresIn: 60 });",
      "const b = await new SignJWT({ sub: 'u' }).setExpirationTime('1m').sign(key);",
    );
    expect(withMcpFile(code, (mcp) => findSeals(mcp).map((seal) => [seal.kind, seal.call.loc.start.line]))).toEqual([
      ['jsonwebtoken', 5],
      ['jose', 6],
    ]);
  });
});

describe('looking for seals and opens', () => {
  it('classifies no value of a call chain into a package that neither seals nor opens', () => {
    const schema = "const input = z.object({ id: z.string().min(1).max(64), note: z.string().optional().describe('a note') });";
    const code = (extra: string) => lines("import { z } from 'zod';", "import { sealState } from 'eslint-plugin-mcp-state/seal';", ...(extra ? [extra] : []), 'export const token = sealState(state, binding);');
    const classifiedBy = (text: string) =>
      withMcpFile(text, (mcp) => {
        const before = classifiedNodeCount();
        findSeals(mcp);
        for (const call of mcp.calls) openOf(mcp, call);
        return classifiedNodeCount() - before;
      });
    expect(classifiedBy(code(schema))).toBe(classifiedBy(code('')));
  });
});
