// Inputs built to break a linter: nesting as deep as the parsers allow, megabyte strings, long alias chains. Shared by
// tests/robustness/adversarial.test.ts and the notes in docs/performance.md.

const HMAC =
  "import { createHmac } from 'node:crypto';\n" +
  "const mac = createHmac('sha256', process.env.STATE_KEY).update('body').digest('hex');\n";

const repeat = (count: number, make: (index: number) => string) => Array.from({ length: count }, (_, index) => make(index)).join('');

/** Each makes a module whose interesting part nests `depth` levels deep, with a MAC comparison at the bottom. */
export const DEEP_INPUTS: Record<string, (depth: number) => string> = {
  parentheses: (depth) => `${HMAC}export const ok = (req) => ${'('.repeat(depth)}mac === req.headers.sig${')'.repeat(depth)};\n`,
  'logical and': (depth) => `${HMAC}export const ok = (req) => mac === req.headers.sig${repeat(depth, (index) => ` && req.a${index}`)};\n`,
  'string concatenation in requestState': (depth) =>
    `export const result = (args) => ({ resultType: 'input_required', requestState: JSON.stringify(args)${repeat(depth, () => " + '.'")} });\n`,
  'nested objects in requestState': (depth) =>
    `export const result = () => ({ resultType: 'input_required', requestState: JSON.stringify(${'{ a: '.repeat(depth)}{ key: process.env.API_KEY }${' }'.repeat(depth)}) });\n`,
  'nested arrow functions': (depth) => `${HMAC}export const ok = ${'(req) => '.repeat(depth)}mac === req.headers.sig;\n`,
  'nested conditionals': (depth) => `${HMAC}export const ok = (req) => ${repeat(depth, (index) => `req.kind === ${index} ? null : `)}mac === req.headers.sig;\n`,
  'nested blocks': (depth) => `${HMAC}export function ok(req) {\n${'{ '.repeat(depth)}if (mac === req.headers.sig) return true;${' }'.repeat(depth)}\nreturn false;\n}\n`,
  'alias chain': (depth) =>
    `${HMAC}const a0 = mac;\n${repeat(depth, (index) => `const a${index + 1} = a${index};\n`)}export const ok = (req) => a${depth} === req.headers.sig;\n`,
};

const MEGABYTE = 1 << 20;

/** Modules holding string literals of about a megabyte, shaped like what the secret patterns look for. */
export function megabyteStrings(): Record<string, string> {
  const state = (literal: string) => `export const result = { resultType: 'input_required', requestState: ${literal} };\n`;
  const quoted = (text: string) => `'${text}'`;
  return {
    'plain letters in requestState': state(quoted('a'.repeat(MEGABYTE))),
    'API-key prefix then a megabyte': state(quoted(`sk_live_${'A1b2'.repeat(MEGABYTE / 4)}`)),
    'PEM header then a megabyte of base64': state(quoted(`-----BEGIN PRIVATE KEY-----${'QUJD'.repeat(MEGABYTE / 4)}`)),
    'JWT-like three parts': state(quoted(`eyJ${'a'.repeat(MEGABYTE / 2)}.${'b'.repeat(MEGABYTE / 2)}.c`)),
    'many token prefixes': state(quoted('ghp_0123456789abcdefghijABCDEFGHIJ012345 xoxb-1-2-abc '.repeat(MEGABYTE / 53))),
    'almost-token runs': state(quoted('ghp_'.repeat(MEGABYTE / 4))),
    'template literal': state(`\`${'xoxb-'.repeat(MEGABYTE / 5)}\${process.env.API_KEY}${'AKIA'.repeat(MEGABYTE / 4)}\``),
    'hex key literal': `import { createHmac } from 'node:crypto';\nconst KEY = '${'0123456789abcdef'.repeat(MEGABYTE / 16)}';\nexport const sign = (body) => createHmac('sha256', KEY).update(body).digest('hex');\n`,
    'environment fallback key': `import { createHmac } from 'node:crypto';\nconst KEY = process.env.STATE_KEY ?? '${'x'.repeat(MEGABYTE)}';\nexport const sign = (body) => createHmac('sha256', KEY).update(body).digest('hex');\n`,
    'compared with a MAC': `${HMAC}export const ok = (req) => mac === '${'f'.repeat(MEGABYTE)}' + req.headers.sig;\n`,
  };
}
