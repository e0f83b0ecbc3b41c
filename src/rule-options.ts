import type { JSONSchema4 } from '@typescript-eslint/utils/json-schema';

/** The schema of an option that lists names (of functions, keys, …): non-empty strings, each once. */
export function nameListOption(description: string): JSONSchema4 {
  return { type: 'array', description, items: { type: 'string', minLength: 1 }, uniqueItems: true };
}
