import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../../../src/analysis/index.js';
import { findKeySites } from '../../../src/analysis/mcp/state-keys.js';
import { kindsOf, lintWithRule, probe } from '../probe.js';

describe('provenance: MACs from other libraries, however they are imported', () => {
  it.each([
    ['@noble/hashes hmac', "import { hmac } from '@noble/hashes/hmac';\nimport { sha256 } from '@noble/hashes/sha2';", 'hmac(sha256, k, b)'],
    ['@noble/hashes v2 .js paths', "import { hmac } from '@noble/hashes/hmac.js';\nimport { sha256 } from '@noble/hashes/sha2.js';", 'hmac(sha256, k, b)'],
    ['@noble/hashes hmac, required', "const { hmac } = require('@noble/hashes/hmac');\nconst { sha256 } = require('@noble/hashes/sha256');", 'hmac(sha256, k, b)'],
    ['@noble/hashes hmac.create', "import { hmac } from '@noble/hashes/hmac';", 'hmac.create(sha256, k).update(b).digest()'],
    ['@noble/hashes bytesToHex of an hmac', "import { hmac } from '@noble/hashes/hmac';\nimport { bytesToHex } from '@noble/hashes/utils';", 'bytesToHex(hmac(sha256, k, b))'],
    ['crypto-js default import', "import CryptoJS from 'crypto-js';", 'CryptoJS.HmacSHA256(b, k)'],
    ['crypto-js .toString()', "import CryptoJS from 'crypto-js';", 'CryptoJS.HmacSHA512(b, k).toString(CryptoJS.enc.Base64)'],
    ['crypto-js enc.Hex.stringify', "import * as CryptoJS from 'crypto-js';", 'CryptoJS.enc.Hex.stringify(CryptoJS.HmacSHA1(b, k))'],
    ['crypto-js/hmac-sha256', "const hmacSHA256 = require('crypto-js/hmac-sha256');", 'hmacSHA256(b, k)'],
    ['crypto-js/enc-base64 of crypto-js/hmac-md5', "import Base64 from 'crypto-js/enc-base64';\nimport hmacMD5 from 'crypto-js/hmac-md5.js';", 'Base64.stringify(hmacMD5(b, k))'],
    ['a named crypto-js export', "import { HmacSHA256 } from 'crypto-js';", 'HmacSHA256(b, k)'],
    ['the CryptoJS global', '', 'CryptoJS.HmacSHA256(b, k)'],
    ['fast-sha256 hmac', "import { hmac } from 'fast-sha256';", 'hmac(k, b)'],
    ['fast-sha256 default import', "import sha256 from 'fast-sha256';", 'sha256.hmac(k, b)'],
    ['fast-sha256 HMAC class', "import { HMAC } from 'fast-sha256';", 'new HMAC(k).update(b).digest()'],
    ['subtle from node:crypto', "import { subtle } from 'node:crypto';", "await subtle.sign('HMAC', key, b)"],
    ['@noble/hashes sha256 over a secret', "import { sha256 } from '@noble/hashes/sha2';", 'sha256(b + process.env.API_SECRET)'],
    ['@noble/hashes sha256.create over a secret', "import { sha256 } from '@noble/hashes/sha256';", 'sha256.create().update(process.env.API_SECRET).update(b).digest()'],
    ['crypto-js SHA256 over a secret', "import CryptoJS from 'crypto-js';", 'CryptoJS.SHA256(process.env.API_SECRET + b).toString()'],
    ['fast-sha256 hash over a secret', "import { hash } from 'fast-sha256';", 'hash(Buffer.from(b + process.env.API_SECRET))'],
  ])('%s', (_name, setup, expression) => {
    expect(kindsOf(`${setup}\nprobe(${expression});`)).toEqual(['mac']);
  });

  it.each([
    ['@noble/hashes sha256 of public data', "import { sha256 } from '@noble/hashes/sha2';", 'sha256(b)'],
    ['crypto-js SHA256 of public data', "import CryptoJS from 'crypto-js';", 'CryptoJS.SHA256(b).toString()'],
    ['fast-sha256 default export of public data', "import sha256 from 'fast-sha256';", 'sha256(b)'],
    ['fast-sha256 Hash of public data', "import { Hash } from 'fast-sha256';", 'new Hash().update(b).digest()'],
  ])('a digest: %s', (_name, setup, expression) => {
    expect(kindsOf(`${setup}\nprobe(${expression});`)).toEqual(['digest']);
  });

  it.each([
    ['an hmac of an unknown module', "import { hmac } from 'not-a-mac-library';", 'hmac(sha256, k, b)'],
    ['an unknown export of @noble/hashes', "import { pbkdf2 } from '@noble/hashes/pbkdf2';", 'pbkdf2(sha256, k, b, { c: 1 })'],
    ['an unknown crypto-js module', "import AES from 'crypto-js/aes';", 'AES.encrypt(b, k)'],
    ['a crypto-js module root', "import CryptoJS from 'crypto-js';", 'CryptoJS(b, k)'],
    ['a local hmac', 'const hmac = (key, data) => key + data;', 'hmac(k, b)'],
  ])('unknown: %s', (_name, setup, expression) => {
    expect(kindsOf(`${setup}\nprobe(${expression});`)).toEqual(['unknown']);
  });

  it('keeps the value through the hex of its bytes', () => {
    const values = probe(
      [
        "probe([...new Uint8Array(await crypto.subtle.sign('HMAC', key, b))].map((x) => x.toString(16).padStart(2, '0')).join(''));",
        "probe(Array.from(new Uint8Array(await crypto.subtle.sign('HMAC', key, b)), (x) => ('0' + x.toString(16)).slice(-2)).join(''));",
        "probe(Array.from(new Uint8Array(await crypto.subtle.sign('HMAC', key, b))).map(function (x) { return x.toString(16); }).join(''));",
        "probe([...new Uint8Array(await crypto.subtle.sign('HMAC', key, b))].map((x, i) => i).join(''));",
        "probe([...new Uint8Array(await crypto.subtle.sign('HMAC', key, b))].map(format).join(''));",
        "probe([...unknownIterable].map((x) => x.toString(16)).join(''));",
      ].join('\n'),
    );
    expect(values.map((value) => [value.kind, value.valueType])).toEqual([
      ['mac', 'string'],
      ['mac', 'string'],
      ['mac', 'string'],
      ['unknown', 'unknown'],
      ['unknown', 'unknown'],
      ['unknown', 'unknown'],
    ]);
  });
});

describe('findKeySites: MACs from other libraries', () => {
  it('finds the key of each, and the data it signs', () => {
    const sites: string[][] = [];
    lintWithRule(
      [
        "import { hmac } from '@noble/hashes/hmac';",
        "import CryptoJS from 'crypto-js';",
        "import hmacSHA256 from 'crypto-js/hmac-sha256';",
        "import fast from 'fast-sha256';",
        'hmac(sha256, a, data1);',
        'hmac.create(sha256, b);',
        'CryptoJS.HmacSHA256(data3, c);',
        'hmacSHA256(data4, d);',
        'fast.hmac(e, data5);',
        'CryptoJS.SHA256(f);',
        'CryptoJS.AES.encrypt(g, h);',
      ].join('\n'),
      (context) => {
        const { provenance, sourceCode } = analyzeFile(context);
        return {
          CallExpression(call: TSESTree.CallExpression) {
            for (const site of findKeySites(provenance, call)) {
              sites.push([site.use, sourceCode.getText(site.node), site.data ? sourceCode.getText(site.data) : '']);
            }
          },
        };
      },
    );
    expect(sites).toEqual([
      ['hmac', 'a', 'data1'],
      ['hmac', 'b', ''],
      ['hmac', 'c', 'data3'],
      ['hmac', 'd', 'data4'],
      ['hmac', 'e', 'data5'],
    ]);
  });
});
