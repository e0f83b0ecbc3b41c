import { describe, expect, it } from 'vitest';
import { isSecretName } from '../../../src/analysis/values/secret-names.js';
import { StateSecretFinder, type SecretEvidence, type StateVisibility } from '../../../src/analysis/mcp/state-secrets.js';
import { probe, withFileAnalysis } from '../probe.js';

/** The secrets the finder sees in `code`: the reported text, key, evidence and who can read it. */
function secretsOf(code: string): [string, string | undefined, SecretEvidence, StateVisibility][] {
  return withFileAnalysis(code, ({ sourceCode, provenance }) =>
    new StateSecretFinder(sourceCode, provenance, (name) => isSecretName(name))
      .find()
      .map((secret): [string, string | undefined, SecretEvidence, StateVisibility] => [sourceCode.getText(secret.node), secret.key, secret.evidence, secret.visibility]),
  );
}

const SEAL = "import { sealState } from 'eslint-plugin-mcp-state/seal';\n";

describe('StateSecretFinder', () => {
  it('names the evidence for each secret, in source order', () => {
    expect(
      secretsOf(
        `${SEAL}export const s = (req, ctx) => sealState({ apiKey: k, env: process.env.DB_PASSWORD, bearer: ctx.http?.authInfo?.token, gh: 'ghp_16C7e42F292c6912E7710c838347Ae178B4a', ...req.cookies }, b);`,
      ),
    ).toEqual([
      ['apiKey: k', 'apiKey', { type: 'name' }, 'sealed'],
      ['env: process.env.DB_PASSWORD', 'env', { type: 'environment', variable: 'DB_PASSWORD' }, 'sealed'],
      ['bearer: ctx.http?.authInfo?.token', 'bearer', { type: 'credential' }, 'sealed'],
      ["gh: 'ghp_16C7e42F292c6912E7710c838347Ae178B4a'", 'gh', { type: 'format', format: 'a GitHub token' }, 'sealed'],
      ['...req.cookies', undefined, { type: 'container', container: 'cookies' }, 'sealed'],
    ]);
  });

  it('tells JWT claims and unsigned state from sealed state', () => {
    expect(
      secretsOf(
        [
          "import jwt from 'jsonwebtoken';",
          'export const t = (password) => jwt.sign({ password }, process.env.JWT_SECRET);',
          'export const u = (token) => ({ resultType: "input_required", inputRequests: {}, requestState: JSON.stringify({ token }) });',
        ].join('\n'),
      ).map(([text, , , visibility]) => [text, visibility]),
    ).toEqual([
      ['password', 'jwt'],
      ['token', 'unsigned'],
    ]);
  });

  it('reports one object sealed twice once', () => {
    expect(secretsOf(`${SEAL}const state = { password: p };\nsealState(state, a);\nsealState(state, b);`)).toHaveLength(1);
  });
});

describe('request input: ctx.http of an MCP handler context', () => {
  it('holds authInfo, whose token is a credential, and the HTTP request', () => {
    const [token, clientId, header] = probe(
      [
        'server.registerTool("t", {}, async (args, ctx) => {',
        '  probe(ctx.http?.authInfo?.token);',
        '  probe(ctx.http.authInfo.clientId);',
        '  probe(ctx.http?.req?.headers.get("authorization"));',
        '});',
      ].join('\n'),
    );
    expect([token?.kind, token?.isCredential]).toEqual(['untrusted', true]);
    expect([clientId?.kind, clientId?.isCredential]).toEqual(['untrusted', false]);
    expect([header?.kind, header?.isCredential]).toEqual(['untrusted', true]);
  });
});
