import rule from '../../rules/no-secrets-in-state.js';
import { lines, testRule } from '../rule-tester.js';

// Secrets in state through summaries (issue 42, point 5): a credential passed to a helper that builds or seals the
// payload is followed into the helper with each parameter bound to what the call passes.
const SEAL = "import { sealState, createStateSealer } from 'eslint-plugin-mcp-state/seal';";

testRule('no-secrets-in-state', rule, {
  valid: [
    {
      name: 'a builder given a region from the environment and a token count',
      code: lines(
        SEAL,
        'function buildState(args, region, tokens) {',
        '  return { step: 1, repo: args.repo, region, tokenCount: tokens };',
        '}',
        'export const handler = (args, ctx) => sealState(buildState(args, process.env.AWS_REGION, Math.ceil(args.text.length / 4)), { userId: ctx.userId, tool: "t" });',
      ),
    },
    {
      name: 'headers with Authorization built by a helper and used only for a fetch; a public header in the state',
      code: lines(
        SEAL,
        'function crmHeaders(token) {',
        '  return { Authorization: `Bearer ${token}`, Accept: "application/json" };',
        '}',
        'function publicHeaders(contentType) {',
        '  return { "Content-Type": contentType };',
        '}',
        'export async function handler(args, ctx) {',
        '  await fetch("https://crm.example/x", { headers: crmHeaders(ctx.http.authInfo.token) });',
        '  return sealState({ step: 1, headers: publicHeaders("application/json") }, { userId: ctx.userId, tool: "t" });',
        '}',
      ),
    },
    {
      name: 'a sealing helper given only public data',
      code: lines(
        SEAL,
        'function sealBooking(payload, userId) {',
        '  return sealState({ ...payload, userId, tool: "book" }, { userId, tool: "book" });',
        '}',
        'export const handler = (args, ctx) => sealBooking({ title: args.title, scopes: ctx.http.authInfo.scopes }, ctx.userId);',
      ),
    },
  ],
  invalid: [
    {
      name: "the caller's bearer token passed to a local builder: reported at the property",
      code: lines(
        SEAL,
        'function buildPrState(args, token) {',
        '  return { step: "pick-branch", repo: args.repo, upstream: token };',
        '}',
        'export const handler = (args, ctx) => sealState(buildPrState(args, ctx.http?.authInfo?.token), { userId: ctx.userId, tool: "open_pr" });',
      ),
      errors: [{ messageId: 'secretInState', line: 3, column: 50, endLine: 3, endColumn: 65, suggestions: [] }],
    },
    {
      name: 'a password collected from the user, passed to a helper that spreads its parameter into a seal',
      code: lines(
        SEAL,
        'function sealBooking(payload, userId) {',
        '  return sealState({ ...payload, userId, tool: "book" }, { userId, tool: "book" });',
        '}',
        'export function handler(args, ctx) {',
        '  const login = ctx.mcpReq.inputResponses.login.content;',
        '  return sealBooking({ title: args.title, caldavPassword: login.password }, ctx.userId);',
        '}',
      ),
      errors: [{ messageId: 'secretInState', line: 7, column: 43, endLine: 7, endColumn: 73, suggestions: [{ messageId: 'removeProperty', data: { key: 'caldavPassword' }, output: lines(
        SEAL,
        'function sealBooking(payload, userId) {',
        '  return sealState({ ...payload, userId, tool: "book" }, { userId, tool: "book" });',
        '}',
        'export function handler(args, ctx) {',
        '  const login = ctx.mcpReq.inputResponses.login.content;',
        '  return sealBooking({ title: args.title }, ctx.userId);',
        '}',
      ) }] }],
    },
    {
      name: 'an API key from the environment under an innocuous name, aliased through a const, into a helper that seals',
      code: lines(
        SEAL,
        'const sealer = createStateSealer({ keys: [process.env.STATE_KEY] });',
        'function sealRefund(payload, userId) {',
        '  return sealer.seal({ ...payload, exp: 1 }, { userId, tool: "refund" });',
        '}',
        'export function handler(args, ctx) {',
        '  const stripe = process.env.STRIPE_SECRET_KEY;',
        '  return sealRefund({ chargeId: args.chargeId, processor: stripe }, ctx.userId);',
        '}',
      ),
      errors: [{ messageId: 'secretInState', line: 8, column: 48, endLine: 8, endColumn: 65, suggestions: [{ messageId: 'removeProperty', data: { key: 'processor' }, output: lines(
        SEAL,
        'const sealer = createStateSealer({ keys: [process.env.STATE_KEY] });',
        'function sealRefund(payload, userId) {',
        '  return sealer.seal({ ...payload, exp: 1 }, { userId, tool: "refund" });',
        '}',
        'export function handler(args, ctx) {',
        '  const stripe = process.env.STRIPE_SECRET_KEY;',
        '  return sealRefund({ chargeId: args.chargeId }, ctx.userId);',
        '}',
      ) }] }],
    },
    {
      name: 'headers a helper builds with the bearer token, stored in sealed state',
      code: lines(
        SEAL,
        'function crmHeaders(token) {',
        '  return { Authorization: `Bearer ${token}`, Accept: "application/json" };',
        '}',
        'export const handler = (args, ctx) => sealState({ step: 1, upstream: crmHeaders(ctx.http.authInfo.token) }, { userId: ctx.userId, tool: "t" });',
      ),
      errors: [{ messageId: 'secretInState', line: 3, column: 12, endLine: 3, endColumn: 44, suggestions: [] }],
    },
    {
      name: "a factory's closure that builds the payload, awaited and read with .then",
      code: lines(
        SEAL,
        'function makeHelpers() {',
        '  async function build(args, token) {',
        '    return { repo: args.repo, upstream: token };',
        '  }',
        '  return { build };',
        '}',
        'const helpers = makeHelpers();',
        'export async function handler(args, extra) {',
        '  const state = await helpers.build(args, extra.authInfo.token).then((value) => value);',
        '  return sealState(state, { userId: extra.userId, tool: "t" });',
        '}',
      ),
      errors: [{ messageId: 'secretInState', line: 4, column: 31, endLine: 4, endColumn: 46, suggestions: [] }],
    },
  ],
});
