import type { TSESLint } from '@typescript-eslint/utils';
import { declaresOnly } from '../syntax/ast.js';
import { writesInCode } from '../syntax/code-words.js';
import { namingKey, type ModuleNaming } from '../scope/modules.js';

type SourceCode = Readonly<TSESLint.SourceCode>;

/**
 * The names the analyses start from, found in one pass over the text. A name counts where it stands as a whole word
 * (`createHmac`, `'jose'`, `crypto.subtle`), never inside a longer one (`createSignature`). Other names are searched
 * for when asked.
 */
const SCANNED_NAMES: ReadonlySet<string> = new Set([
  'createHmac',
  'createHash',
  'createSign',
  'createCipheriv',
  'createDecipheriv',
  'createRequestStateCodec',
  'sign',
  'hash',
  'subtle',
  'crypto',
  'jsonwebtoken',
  'paseto',
  'jose',
  'JwtService',
  'importKey',
  'requestState',
  'timingSafeEqual',
  'env',
  // words of the MAC libraries' specifiers and global (`@noble/hashes`, `fast-sha256`, `CryptoJS`; `crypto-js` has `crypto`)
  'hashes',
  'sha256',
  'CryptoJS',
]);

/**
 * Scanned names that only an export of one package is called by: they count only where that package can be loaded.
 * (The SDK's own bundles define `createRequestStateCodec`; no file reaches the SDK's factory without the SDK's name.)
 */
const PACKAGE_EXPORTS: ReadonlyMap<string, string> = new Map([['createRequestStateCodec', '@modelcontextprotocol/server']]);

/** The words a file that signs or verifies JWTs (or tokens like them: @hapi/iron's) writes: the libraries' names, and NestJS's service over jsonwebtoken. */
export const JWT_LIBRARY_WORDS: readonly string[] = ['jsonwebtoken', 'paseto', 'jose', 'JwtService', '@hapi/iron'];

const scanners = new Map<string, RegExp>();

/**
 * The scan for a file whose seal helper goes by `sealModules`: the scanned names as words, and the specifiers as the
 * quoted strings an import or `require` writes them as (group 1 is the quote).
 */
function scannerFor(naming: ModuleNaming): RegExp {
  const key = namingKey(naming);
  let scanner = scanners.get(key);
  if (!scanner) {
    const quoted = [...naming.sealModules].sort().map((specifier) => specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');
    scanner = new RegExp(`\\b(?:${[...SCANNED_NAMES].join('|')})\\b|(['"\`])(?:${quoted})\\1`, 'g');
    scanners.set(key, scanner);
  }
  return scanner;
}

/** A member read by name right after an `env`: `.API_KEY`, `?.API_KEY`, `['API_KEY']`, and Deno's `.get('API_KEY')`. */
const NAME_READ_AFTER = /^\s*(?:\??\.\s*get\s*\(\s*(['"`])([^'"`\\]*)\1\s*\)|\??\.\s*([A-Za-z_$][\w$]*)|\[\s*(['"`])([^'"`\\]*)\4\s*\])/;

/** What can follow a destructured or imported name: `{ name }`, `{ name, b }`, `{ name: b }`, `{ name = b }`, `{ name as b }`. */
const AFTER_BINDING = new Set(['}', ',', ':', '=', 'a']);
const QUOTES = new Set(["'", '"', '`']);

/** How far around a name its neighbours are looked for, and what is answered when a comment may hide them. */
const REACH = 256;
const UNSURE = '?';

/** An `env` written in the text (see {@link FileVocabulary.environmentReads}). */
export interface EnvironmentRead {
  /** Where `env` is written. */
  readonly index: number;
  /** The member read right after it (`process.env.NODE_ENV` → `NODE_ENV`), when the text shows one. */
  readonly name: string | undefined;
  /**
   * Whether the text shows the environment object itself: `process.env`, `import.meta.env`, `Bun.env`, `Deno.env`,
   * or `env` destructured or imported (`const { env } = process`). Not `options.env` or a variable named `env`.
   */
  readonly onEnvironmentObject: boolean;
}

/** What an environment object's `env` follows: `process.`, `process?.`, `import.meta.`, `Bun.`, `Deno.`, `process['`. */
const ENVIRONMENT_OWNER_BEFORE = /(?:^|[^\w$])(?:process|meta|Bun|Deno)\s*(?:\??\.\s*|(?:\?\.)?\[\s*['"`])$/;

/**
 * What a file's text rules out before any analysis. Every way to reach a module export or a global spells its name
 * (`createHmac` imported, required or read off a namespace; `crypto.subtle`; `require('jsonwebtoken')`), so a file
 * that never spells a name cannot hold what only that name produces. Each answer is a necessary condition: `false`
 * proves there is nothing to find, `true` only says "look closer". (Not seen: a name written with Unicode escapes,
 * `create\u0048mac`, and `sign` or `env` reached only through a computed key held in a constant, `crypto[OP]` with
 * `const OP = 'sign'`.)
 */
export class FileVocabulary {
  private readonly scanned = new Set<string>();
  private readonly searched = new Map<string, boolean>();
  private readonly environmentIndexes: number[] = [];
  private namesSealModule = false;
  private environment: EnvironmentRead[] | undefined;
  private truncates: boolean | undefined;

  /**
   * @param mayLoad whether the file may load a package: by default any, as where a module of the project the file
   *   imports may re-export it; a file whose imports are not followed (a package's, one not on disk) loads only the
   *   packages it names.
   */
  constructor(
    private readonly text: string,
    naming: ModuleNaming,
    private readonly mayLoad: (specifier: string) => boolean = () => true,
  ) {
    for (const match of text.matchAll(scannerFor(naming))) {
      const [word, quote] = match;
      if (quote !== undefined) {
        this.namesSealModule = true;
        continue;
      }
      if (word === 'env') this.environmentIndexes.push(match.index);
      else if (word === 'sign' && !this.mayBeCryptoSign(match.index)) continue;
      this.scanned.add(word);
    }
  }

  /**
   * Whether the text spells `name` (as a whole word when it is one of the scanned names, else anywhere); the name of a
   * package's export only where the file may load that package.
   */
  mentions(name: string): boolean {
    if (!SCANNED_NAMES.has(name)) return this.spells(name);
    if (!this.scanned.has(name)) return false;
    const exporter = PACKAGE_EXPORTS.get(name);
    return exporter === undefined || this.mayLoad(exporter);
  }

  mentionsAny(names: readonly string[]): boolean {
    return names.some((name) => this.mentions(name));
  }

  /** Whether the text holds `text` anywhere (for names a team chose, which may be any identifier, `sign` too). */
  spells(text: string): boolean {
    let found = this.searched.get(text);
    if (found === undefined) {
      found = this.text.includes(text);
      this.searched.set(text, found);
    }
    return found;
  }

  spellsAny(texts: readonly string[]): boolean {
    return texts.some((text) => this.spells(text));
  }

  /**
   * Whether the text may truncate a digest into a one-time code: it masks something with `0xf` (see
   * `readsTruncatedCode`), which makes a MAC of whatever computed the digest.
   */
  mayTruncateDigest(): boolean {
    this.truncates ??= /&\s*(?:0x0*f|15)\b/i.test(this.text);
    return this.truncates;
  }

  /** Whether the file names the bundled seal helper (by its own specifier or the `sealModule` setting). */
  mentionsSealModule(): boolean {
    return this.namesSealModule;
  }

  /** Every `env` of the text (`process.env`, `import.meta.env`, `Bun.env`, and every other), with the name it reads. */
  environmentReads(): readonly EnvironmentRead[] {
    this.environment ??= this.findEnvironmentReads();
    return this.environment;
  }

  private findEnvironmentReads(): EnvironmentRead[] {
    return this.environmentIndexes.map((index) => {
      const read = NAME_READ_AFTER.exec(this.text.slice(index + 3, index + 256));
      return { index, name: read?.[2] ?? read?.[3] ?? read?.[5], onEnvironmentObject: this.namesEnvironmentObject(index) };
    });
  }

  private namesEnvironmentObject(index: number): boolean {
    const before = this.characterBefore(index);
    if (before === UNSURE) return true;
    if (before === '.' || QUOTES.has(before)) return ENVIRONMENT_OWNER_BEFORE.test(this.text.slice(Math.max(0, index - 32), index));
    return (before === '{' || before === ',') && this.standsAsMemberOrBinding(index, index + 3);
  }

  /** Crypto's `sign` is a member (`crypto.sign`) or an imported or destructured name (`{ sign }`), and not `Math.sign`. */
  private mayBeCryptoSign(index: number): boolean {
    return this.standsAsMemberOrBinding(index, index + 4) && !this.text.startsWith('Math.', index - 5);
  }

  /**
   * Whether the word at `start`…`end` stands where a member or an imported or destructured name can: `x.word`,
   * `{ word }`, `{ a, word: b }`, `import { word as w }`, `x['word']`, `{ 'word': b }`. (`f(word)`, `word = 1`,
   * `'a word'` and `['word', …]` cannot read a module's export or a global's member.)
   */
  private standsAsMemberOrBinding(start: number, end: number): boolean {
    const before = this.characterBefore(start);
    const after = this.characterAfter(end);
    if (before === '.' || before === UNSURE || after === UNSURE) return true;
    if (before === '{' || before === ',') return AFTER_BINDING.has(after);
    if (!QUOTES.has(before) || this.text[start - 1] !== before || this.text[end] !== before) return false;
    const beforeQuote = this.characterBefore(start - 1);
    const afterQuote = this.characterAfter(end + 1);
    if (beforeQuote === UNSURE || afterQuote === UNSURE) return true;
    // a quoted key is followed by its binding: `{ 'word': b }`, `import { 'word' as w }`
    return (beforeQuote === '[' && afterQuote === ']') || ((beforeQuote === '{' || beforeQuote === ',') && (afterQuote === ':' || afterQuote === 'a'));
  }

  /**
   * The last character of code before `index`, past white space; {@link UNSURE} where a comment may stand between
   * (`*\/` before it, or a line crossed that has `//`) or nothing is found within reach.
   */
  private characterBefore(index: number): string {
    for (let position = index - 1; position >= 0 && index - position <= REACH; position -= 1) {
      const character = this.text[position]!;
      if (character === '\n') {
        const lineStart = this.text.lastIndexOf('\n', position - 1) + 1;
        if (this.text.slice(lineStart, position).includes('//')) return UNSURE;
      } else if (!/\s/.test(character)) {
        return character === '/' && this.text[position - 1] === '*' ? UNSURE : character;
      }
    }
    return index - REACH > 0 ? UNSURE : '';
  }

  /** The first character of code from `index` on, past white space; {@link UNSURE} before a comment or out of reach. */
  private characterAfter(index: number): string {
    for (let position = index; position < this.text.length && position - index < REACH; position += 1) {
      const character = this.text[position]!;
      if (/\s/.test(character)) continue;
      const next = this.text[position + 1];
      return character === '/' && (next === '/' || next === '*') ? UNSURE : character;
    }
    return index + REACH < this.text.length ? UNSURE : '';
  }
}

/**
 * Scans the vocabulary of a file (its provenance analysis keeps it, for every rule that asks). A file that only
 * declares (a `.d.ts`) runs nothing, so nothing in it can be found: its vocabulary is empty. Where the file's imports
 * of its project's modules are not followed (`readsProjectModules` false), it loads only the packages its code names.
 */
export function scanFileVocabulary(sourceCode: SourceCode, naming: ModuleNaming, readsProjectModules = true): FileVocabulary {
  const loadsNamedOnly = readsProjectModules ? undefined : (specifier: string) => writesInCode(sourceCode, specifier);
  return new FileVocabulary(declaresOnly(sourceCode.ast) ? '' : sourceCode.text, naming, loadsNamedOnly);
}
