import { parse } from '@typescript-eslint/parser';
import { describe, expect, it } from 'vitest';
import { declaresOnly } from '../../../src/analysis/syntax/ast.js';
import { FileVocabulary } from '../../../src/analysis/values/vocabulary.js';
import { lines } from '../../rule-tester.js';
import { withFileAnalysis, type ProbeOptions } from '../probe.js';

const naming = { sealModules: new Set(['eslint-plugin-mcp-state/seal']) };
const vocabularyOf = (text: string) => new FileVocabulary(text, naming);
const mentions = (text: string, name: string) => vocabularyOf(text).mentions(name);

const readsSecretEnvironment = (code: string, options?: ProbeOptions, extraSecretWords?: readonly string[]) =>
  withFileAnalysis(code, ({ provenance }) => provenance.mayReadSecretEnvironment(extraSecretWords), options);
const computesMacs = (code: string, options?: ProbeOptions) => withFileAnalysis(code, ({ provenance }) => provenance.mayComputeMacs(), options);

describe('FileVocabulary: scanned names count as whole words', () => {
  it.each([
    ['$createHmac(key)', 'createHmac'],
    ['createHmac', 'createHmac'],
    ["import * as jose from 'jose';", 'jose'],
    ["const jwt = require('jsonwebtoken');", 'jsonwebtoken'],
    ['await crypto.subtle.sign(a, k, d);', 'subtle'],
    ['await crypto.subtle.sign(a, k, d);', 'crypto'],
    ["import { createHash } from 'node:crypto';", 'crypto'],
    ['crypto.hash(a, b)', 'hash'],
    ['request.params.requestState', 'requestState'],
    ['crypto.timingSafeEqual(a, b)', 'timingSafeEqual'],
    ['const codec = createRequestStateCodec({ key });', 'createRequestStateCodec'],
  ])('%j mentions %s', (text, name) => {
    expect(mentions(text, name)).toBe(true);
  });

  it.each([
    ['createSignature(data)', 'createSign'],
    ['createHmac_(key)', 'createHmac'],
    ['const subtlety = 1;', 'subtle'],
    ["require('jsonwebtokens')", 'jsonwebtoken'],
    ['const environment = 1;', 'env'],
    ['const hashes = [];', 'hash'],
    ['const cryptography = true;', 'crypto'],
    ['x.requestStates', 'requestState'],
    ['x.requestStateId', 'requestState'],
  ])('%j does not mention %s', (text, name) => {
    expect(mentions(text, name)).toBe(false);
  });

  it('answers for a text that spells none of the names', () => {
    const vocabulary = vocabularyOf('export const add = (a, b) => a + b;');
    expect(vocabulary.mentionsAny(['createHmac', 'jose', 'env', 'sign', 'requestState'])).toBe(false);
    expect(vocabulary.environmentReads()).toEqual([]);
  });

  it('mentionsAny is true when one of the names is spelled', () => {
    const vocabulary = vocabularyOf("import { SignJWT } from 'jose';");
    expect(vocabulary.mentionsAny(['createHmac', 'jsonwebtoken'])).toBe(false);
    expect(vocabulary.mentionsAny(['createHmac', 'jose'])).toBe(true);
  });
});

describe("FileVocabulary: a package export's name counts only where the package can be loaded", () => {
  const mentionsCodec = (code: string, options?: ProbeOptions) => withFileAnalysis(code, ({ vocabulary }) => vocabulary.mentions('createRequestStateCodec'), options);
  const definingBundle = lines('function createRequestStateCodec(options) { return makeCodec(options); }', 'exports.createRequestStateCodec = createRequestStateCodec;');

  it('ignores createRequestStateCodec where imports are not followed and the SDK is not loaded (the SDK bundle itself)', () => {
    expect(mentionsCodec(definingBundle)).toBe(false);
    expect(mentionsCodec(lines("const shims = require('@modelcontextprotocol/server/_shims');", definingBundle))).toBe(false);
    expect(mentionsCodec(lines("/** import { createRequestStateCodec } from '@modelcontextprotocol/server'; */", definingBundle))).toBe(false);
  });

  it.each([
    ["import { createRequestStateCodec } from '@modelcontextprotocol/server'; export const codec = createRequestStateCodec({ key });"],
    ['const { createRequestStateCodec } = require("@modelcontextprotocol/server");'],
    ['export async function codec(key) { const sdk = await import(`@modelcontextprotocol/server`); return sdk.createRequestStateCodec({ key }); }'],
  ])('counts it where the SDK is loaded: %s', (code) => {
    expect(mentionsCodec(code)).toBe(true);
  });

  it('counts it where a module of the project may re-export it', () => {
    expect(mentionsCodec(definingBundle, { filename: `${process.cwd()}/src/bundle.js` })).toBe(true);
    expect(new FileVocabulary("import { createRequestStateCodec } from './sdk.js';", naming).mentions('createRequestStateCodec')).toBe(true);
  });

  it('keeps the other names whatever the file loads', () => {
    expect(new FileVocabulary('crypto.createHmac(alg, key)', naming, () => false).mentions('createHmac')).toBe(true);
  });
});

describe("FileVocabulary: crypto's sign counts only as a member or a binding", () => {
  it.each([
    'Math.sign(x)',
    'const sign = (x) => x;',
    "const operations = ['sign', 'verify'];",
    "const operations = [verify, 'sign'];",
    'f(sign)',
    "const text = 'a sign of trouble';",
    'function sign() {}',
    'sign = 1;',
  ])('%j does not count', (text) => {
    expect(mentions(text, 'sign')).toBe(false);
  });

  it.each([
    'crypto.sign(null, data, key)',
    'crypto?.sign(null, data, key)',
    'crypto\n  .sign(null, data, key)',
    "const { sign } = require('crypto');",
    "import {sign} from 'crypto';",
    "import { verify, sign } from 'node:crypto';",
    'const { a, sign: s } = crypto;',
    'const { sign = fallback } = crypto;',
    'const {\n  sign,\n} = crypto;',
    "import { sign as ed } from 'node:crypto';",
    "x['sign']",
    'x["sign"]',
    'x[`sign`]',
    "const { 'sign': s } = crypto;",
    "import { 'sign' as s } from 'node:crypto';",
    'Math.sign(x); crypto.sign(null, data, key);',
  ])('%j counts', (text) => {
    expect(mentions(text, 'sign')).toBe(true);
  });
});

describe('FileVocabulary: names it does not scan', () => {
  it('searches for them anywhere in the text, inside longer words too', () => {
    const vocabulary = vocabularyOf('export const t = mySealForClientV2(state);');
    expect(vocabulary.mentions('sealForClient')).toBe(false);
    expect(vocabulary.mentions('SealForClient')).toBe(true);
    expect(vocabulary.mentions('ForClientV')).toBe(true);
    expect(vocabulary.mentions('openForClient')).toBe(false);
  });

  it('finds the seal module by its specifier or the sealModule setting', () => {
    expect(vocabularyOf("import * as s from 'eslint-plugin-mcp-state/seal';").mentionsSealModule()).toBe(true);
    expect(vocabularyOf("import plugin from 'eslint-plugin-mcp-state';").mentionsSealModule()).toBe(false);
    const custom = { sealModules: new Set(['eslint-plugin-mcp-state/seal', '#security/seal']) };
    expect(new FileVocabulary("const { sealState } = require('#security/seal');", custom).mentionsSealModule()).toBe(true);
    expect(new FileVocabulary("import { sealState } from '#security/other';", custom).mentionsSealModule()).toBe(false);
  });
});

describe('FileVocabulary: environmentReads', () => {
  it('lists every env with the name the text shows it reads', () => {
    const text = lines(
      'a = process.env.NODE_ENV;',
      'b = env?.API_KEY;',
      "c = process.env['API_KEY'];",
      'd = import.meta.env . VITE_TOKEN;',
      'e = process.env[`STATE_KEY`];',
    );
    const envOnLine = (line: number) => text.indexOf('env', text.indexOf(`${'abcde'[line]} =`));
    expect(vocabularyOf(text).environmentReads()).toEqual([
      { index: envOnLine(0), name: 'NODE_ENV', onEnvironmentObject: true },
      { index: envOnLine(1), name: 'API_KEY', onEnvironmentObject: false },
      { index: envOnLine(2), name: 'API_KEY', onEnvironmentObject: true },
      { index: envOnLine(3), name: 'VITE_TOKEN', onEnvironmentObject: true },
      { index: envOnLine(4), name: 'STATE_KEY', onEnvironmentObject: true },
    ]);
  });

  it('leaves the name out where the text does not show one', () => {
    const text = lines('const { env } = process;', 'd = process.env[name];', "e = process['env'].X;", 'f = process.env;', "g = '.env';");
    const reads = vocabularyOf(text).environmentReads();
    expect(reads).toEqual([
      { index: text.indexOf('env'), name: undefined, onEnvironmentObject: true },
      { index: text.indexOf('env[name]'), name: undefined, onEnvironmentObject: true },
      { index: text.indexOf("env']"), name: undefined, onEnvironmentObject: true },
      { index: text.indexOf('env;', text.indexOf('f =')), name: undefined, onEnvironmentObject: true },
      { index: text.indexOf("env';"), name: undefined, onEnvironmentObject: false },
    ]);
  });

  it('tells the environment object from other objects and variables named env', () => {
    const text = lines(
      'a = globalThis.process.env;',
      'b = process?.env;',
      'c = options.env;',
      'const env = detect();',
      'f(env);',
      "import { env } from 'node:process';",
      'const { env: e } = process;',
    );
    expect(vocabularyOf(text).environmentReads().map(({ onEnvironmentObject }) => onEnvironmentObject)).toEqual([true, true, false, false, false, true, true]);
  });

  it('does not count env inside longer words', () => {
    expect(vocabularyOf('const environment = NODE_ENV + envelope + env_file;').environmentReads()).toEqual([]);
  });
});

describe('declaresOnly', () => {
  const program = (code: string) => parse(code, { sourceType: 'module', range: true, loc: true });

  it.each([
    ['interfaces and type aliases', 'interface A { a: string }\ntype B = A;'],
    ['declare const', 'declare const x: number;'],
    ['declare namespace', 'declare namespace NS { const a: number; }'],
    ['declare module', "declare module 'm' { export function f(): void; }"],
    ['declare global', 'declare global { interface Window { a: 1 } }'],
    ['declare enum', 'declare enum D { A }'],
    ['export declare function', 'export declare function f(a: string): void;'],
    ['export declare class', 'export declare class C { m(): void }'],
    ['export interface', 'export interface X {}'],
    ['export default interface', 'export default interface X {}'],
    ['export default of a name', 'declare const Foo: number;\nexport default Foo;'],
    ['export = of a name', 'declare const ts: unknown;\nexport = ts;'],
    ['re-exports', "export { a } from 'b';\nexport * from 'c';"],
    ['export as namespace', 'export as namespace Lib;'],
    ['import type', "import type { A } from 'a';"],
    ['imports and an export list', "import { createHmac } from 'node:crypto';\nimport '../setup.js';\nexport { createHmac };"],
    ['import = require', "import fs = require('fs');"],
    ['an empty statement', ';'],
  ])('true for %s', (_name, code) => {
    expect(declaresOnly(program(code))).toBe(true);
  });

  it.each([
    ['a const', 'const a = 1;'],
    ['an exported const', 'export const a = 1;'],
    ['a namespace without declare', 'namespace NS { export const a = 1; }'],
    ['a namespace of types without declare', 'namespace NS { export interface I {} }'],
    ['export default of a call', 'export default f();'],
    ['export = of a call', 'export = f();'],
    ['export default function', 'export default function f() {}'],
    ['one statement after declarations', "import type { A } from 'a';\ninterface B {}\nconsole.log(1);"],
    ['an enum', 'enum E { A }'],
    ['a class', 'class C {}'],
    ['a function', 'function f() {}'],
    ['a directive', "'use strict';"],
  ])('false for %s', (_name, code) => {
    expect(declaresOnly(program(code))).toBe(false);
  });
});

describe('scanFileVocabulary', () => {
  const declarations = lines(
    "import type { Hmac } from 'node:crypto';",
    "export declare function createHmac(algorithm: string, key: string): Hmac;",
    'declare const requestState: string;',
    'export declare const env: { API_KEY: string };',
  );

  it('is empty for a file that only declares', () => {
    const vocabulary = withFileAnalysis(declarations, ({ vocabulary }) => vocabulary, { typescript: true, filename: 'file.d.ts' });
    expect(vocabulary.mentionsAny(['createHmac', 'crypto', 'requestState', 'env'])).toBe(false);
    expect(vocabulary.environmentReads()).toEqual([]);
  });

  it('scans the text as soon as one statement runs', () => {
    const code = `${declarations}\nexport const tag = createHmac('sha256', env.API_KEY);`;
    const vocabulary = withFileAnalysis(code, ({ vocabulary }) => vocabulary, { typescript: true });
    expect(vocabulary.mentionsAny(['createHmac'])).toBe(true);
    expect(vocabulary.mentions('requestState')).toBe(true);
    expect(vocabulary.environmentReads().map((read) => read.name)).toEqual([undefined, 'API_KEY']);
  });

  it('is the one the provenance analysis and the rules share', () => {
    const shared = withFileAnalysis('const a = 1;', ({ vocabulary, provenance }) => vocabulary === provenance.vocabulary);
    expect(shared).toBe(true);
  });
});

describe('provenance.mayReadSecretEnvironment', () => {
  it.each([
    ['a secret read by name', 'export const k = process.env.API_KEY;'],
    ['a secret destructured from process.env', 'const { API_KEY } = process.env;'],
    ['a secret destructured under another name', 'export let key;\n({ PORT: port, STATE_KEY: key } = process.env);'],
    ['the rest of a destructured environment', 'const { PORT, ...others } = process.env;'],
    ['a computed key destructured', 'export const read = (name) => {\n  const { [name]: value } = process.env;\n  return value;\n};'],
    ['the whole environment held', 'export const e = process.env;'],
    ['env destructured from process', 'const { env } = process;'],
    ['env destructured under another name', 'const { env: vars } = process;'],
    ['env destructured from globalThis.process', 'const { env } = globalThis.process;'],
    ['env destructured from node:process required', "const { env } = require('node:process');"],
    ['env imported from node:process', "import { env } from 'node:process';\nexport const vars = Object.keys(env);"],
    ['env imported under another name', "import { env as vars } from 'node:process';\nexport const k = vars.API_KEY;"],
    ["process['env']", "export const e = process['env'];"],
    ['a constant name that is secret', "const NAME = 'STATE_KEY';\nexport const k = process.env[NAME];"],
    ['import.meta.env', 'export const t = import.meta.env.VITE_TOKEN;'],
    ['Bun.env', 'export const s = Bun.env.SECRET;'],
    ['globalThis.process.env', 'export const s = globalThis.process.env.WEBHOOK_SECRET;'],
    ['one secret among harmless reads', 'export const a = [process.env.NODE_ENV, process.env.PORT, process.env.DB_PASSWORD];'],
    ['a secret read through an alias of process', 'const proc = process;\nexport const k = proc.env.API_KEY;'],
    ['a secret read through a required process', "const proc = require('node:process');\nexports.k = proc.env.API_KEY;"],
    ['a secret read off a member holding the environment, after harmless reads', lines('export class Runner {', '  env = process.env;', '  mode = process.env.NODE_ENV;', '  key() { return this.env.API_KEY; }', '}')],
  ])('true for %s', (_name, code) => {
    expect(readsSecretEnvironment(code)).toBe(true);
  });

  it.each([
    ['NODE_ENV', 'export const mode = process.env.NODE_ENV;'],
    ['harmless names by every spelling', "export const a = [process.env.PORT, process['env'].LOG_LEVEL, env?.DEBUG, import.meta.env.DEV];"],
    ['env.stack of a local', 'const env = new Error();\nexport const stack = env.stack;'],
    ['a secret-sounding member of a parameter named env', 'export const key = (env) => env.API_KEY;'],
    ['a comment', '// process.env.API_KEY\nexport const a = 1;'],
    ['a string', "export const doc = 'process.env.API_KEY';"],
    ['env destructured from another key', 'export function f(it) {\n  const { schemaEnv: env } = it;\n  return env.API_KEY;\n}'],
    ['a computed name from a parameter', 'export const read = (name) => process.env[name];'],
    ['this.env', 'export class A {\n  key() { return this.env.API_KEY; }\n}'],
    ['an env key of an object literal', "export const config = { env: 'production' };"],
    ['env destructured from options', 'export function run(options) {\n  const { env } = options;\n  return env;\n}'],
    ['env destructured with a default from a config', 'export function mode(project) {\n  const { env = project.config.environment } = detect(project);\n  return env;\n}'],
    ['a constant name that is harmless', "const NAME = 'PORT';\nexport const port = process.env[NAME];"],
    ['harmless names destructured', 'const { FORCE_COLOR, NO_COLOR: noColor, TERM = "dumb" } = process.env;'],
    ['class members named env', lines('export class Pool {', '  env;', '  static env = 1;', '  constructor(options) { this.env = options.env; }', '  env2() { return this.env; }', '  get [Symbol.toStringTag]() { return "Pool"; }', '}')],
    ['a method named env', 'export const runner = { env() { return {}; }, mode: process.env.NODE_ENV };'],
  ])('false for %s', (_name, code) => {
    expect(readsSecretEnvironment(code)).toBe(false);
  });

  it('counts extraSecretWords as secret words', () => {
    const code = 'export const salt = process.env.HMAC_SALT;';
    expect(readsSecretEnvironment(code)).toBe(false);
    expect(readsSecretEnvironment(code, {}, ['SALT'])).toBe(true);
    expect(readsSecretEnvironment(code, {}, ['PEPPER'])).toBe(false);
  });

  it('is false for a file of declarations only', () => {
    expect(readsSecretEnvironment('declare const process: { env: { API_KEY: string } };\nexport declare const key: typeof process.env.API_KEY;', { typescript: true })).toBe(false);
  });
});

describe('provenance.mayComputeMacs', () => {
  it.each([
    ['createHmac', "import { createHmac } from 'node:crypto';\nexport const tag = (key, body) => createHmac('sha256', key).update(body).digest('hex');"],
    ['crypto.subtle', 'export const sign = (key, data) => crypto.subtle.sign("HMAC", key, data);'],
    ['require(jsonwebtoken)', "const jwt = require('jsonwebtoken');"],
    ['jose', "import { SignJWT } from 'jose';\nexport const mint = (claims, key) => new SignJWT(claims).sign(key);"],
    ['the seal module', "import * as seal from 'eslint-plugin-mcp-state/seal';\nexport const next = (state, binding) => seal.sealState(state, binding);"],
    ['createRequestStateCodec', "import { createRequestStateCodec } from '@modelcontextprotocol/server';\nexport const codec = createRequestStateCodec({ key: k });"],
    ["crypto's sign imported", "import { sign } from 'node:crypto';\nexport const signature = (body, key) => sign(null, body, key);"],
    ['createSign', "import { createSign } from 'node:crypto';\nexport const signer = createSign('SHA256');"],
    ['createHash and a secret from the environment', "import { createHash } from 'node:crypto';\nexport const tag = (body) => createHash('sha256').update(process.env.STATE_KEY + body).digest('hex');"],
    ['crypto.subtle.digest over a secret from the environment', "export const tag = (body) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(process.env.STATE_KEY + body));"],
    ['crypto.hash and a secret through { env } = process', "import crypto from 'node:crypto';\nconst { env } = process;\nexport const tag = (body) => crypto.hash('sha256', env.STATE_KEY + body);"],
    ['@noble/hashes', "import { hmac } from '@noble/hashes/hmac.js';\nexport const tag = (hash, key, body) => hmac(hash, key, body);"],
    ['crypto-js', "const hmacSHA256 = require('crypto-js/hmac-sha256');\nexports.tag = (body, key) => hmacSHA256(body, key);"],
    ['the CryptoJS global', 'export const tag = (body, key) => CryptoJS.HmacSHA256(body, key).toString();'],
    ['fast-sha256', "import sha256 from 'fast-sha256';\nexport const tag = (key, body) => sha256.hmac(key, body);"],
  ])('true with %s', (_name, code) => {
    expect(computesMacs(code)).toBe(true);
  });

  it('is true with the sealModule setting', () => {
    const code = "import { sealState } from '#security/seal';\nexport const next = (state, binding) => sealState(state, binding);";
    expect(computesMacs(code)).toBe(false);
    expect(computesMacs(code, { settings: { 'mcp-state': { sealModule: '#security/seal' } } })).toBe(true);
  });

  it.each([
    ['createHash and only NODE_ENV', "import { createHash } from 'node:crypto';\nexport const tag = (body) => createHash('sha256').update(process.env.NODE_ENV + body).digest('hex');"],
    ['only Math.sign', 'export const direction = (n) => Math.sign(n);'],
    ['crypto.subtle.digest of public data', "export const etag = (data) => crypto.subtle.digest('SHA-256', data);"],
    ['crypto and Math.sign', "import crypto from 'node:crypto';\nexport const id = () => crypto.randomUUID() + Math.sign(-1);"],
    ['a secret from the environment and no hash', 'export const key = process.env.STATE_KEY;'],
    ['an hmac and a sha256 of no known library', "import { hmac, sha256 } from './digests.js';\nexport const tag = (key, body) => hmac(sha256, key, body);"],
  ])('false with %s', (_name, code) => {
    expect(computesMacs(code)).toBe(false);
  });

  it('is false for a file of declarations and imports only', () => {
    const code = lines(
      "import { createHmac as mac } from 'node:crypto';",
      "import * as seal from 'eslint-plugin-mcp-state/seal';",
      "import type { Hmac } from 'node:crypto';",
      'export declare function createHmac(algorithm: string, key: string): Hmac;',
      "export declare function sealState(state: object): string;",
    );
    expect(computesMacs(code, { typescript: true })).toBe(false);
  });
});
