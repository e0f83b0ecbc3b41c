/**
 * Formats of well-known credentials, recognised in a string literal whatever it is stored under.
 * Every pattern runs in time linear in the string: each is anchored, and no quantified part can match
 * what the part before or after it matches, so a failed match never backtracks through a long run.
 */
interface SecretFormat {
  readonly name: string;
  readonly pattern: RegExp;
}

const SECRET_FORMATS: readonly SecretFormat[] = [
  { name: 'a GitHub token', pattern: /^gh[pousr]_[A-Za-z0-9]{30,}$/ },
  { name: 'a GitHub token', pattern: /^github_pat_[A-Za-z0-9_]{30,}$/ },
  { name: 'a Stripe secret key', pattern: /^[rs]k_(?:live|test)_[A-Za-z0-9]{16,}$/ },
  { name: 'an OpenAI or Anthropic API key', pattern: /^sk-[A-Za-z0-9_-]{20,}$/ },
  { name: 'an AWS access key id', pattern: /^(?:AKIA|ASIA)[A-Z0-9]{16}$/ },
  { name: 'a Slack token', pattern: /^xox[abposr]-[A-Za-z0-9-]{10,}$/ },
  { name: 'a JSON Web Token', pattern: /^eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*$/ },
];

/** Fewest distinct characters among the last {@link VARIETY_WINDOW}: `sk-xxxxxxxxxxxxxxxxxxxxxxxx` is a placeholder, not a key. */
const MIN_DISTINCT_CHARACTERS = 6;
const VARIETY_WINDOW = 16;

const PEM_PRIVATE_KEY_HEADER = /-----BEGIN (?:[A-Z]{1,12} ){0,2}PRIVATE KEY-----/;

/** Longest string examined; real credentials are far shorter, and PEM keys have their header up front. */
const MAX_EXAMINED_LENGTH = 16_384;

function hasEnoughVariety(text: string): boolean {
  const seen = new Set<string>();
  for (const character of text.slice(-VARIETY_WINDOW)) {
    seen.add(character);
    if (seen.size >= MIN_DISTINCT_CHARACTERS) return true;
  }
  return false;
}

/** What credential `text` is (`'a GitHub token'`), or undefined when it is in no known secret format. */
export function describeSecretFormat(text: string): string | undefined {
  const examined = text.length > MAX_EXAMINED_LENGTH ? text.slice(0, MAX_EXAMINED_LENGTH) : text;
  if (PEM_PRIVATE_KEY_HEADER.test(examined)) return 'a PEM private key';
  if (examined !== text) return undefined;
  const format = SECRET_FORMATS.find(({ pattern }) => pattern.test(text));
  return format && hasEnoughVariety(text) ? format.name : undefined;
}
