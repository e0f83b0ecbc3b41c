import type { InputRequests } from '../options.js';

type Schema = Readonly<Record<string, unknown>>;

const STRING_FORMATS: Readonly<Record<string, string>> = {
  email: 'test@example.com',
  uri: 'https://example.com/test',
  date: '2026-07-28',
  'date-time': '2026-07-28T00:00:00Z',
};

function record(value: unknown): Schema | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Schema) : undefined;
}

/** The first choice of an enum field: `enum`, or the `const` of the first `oneOf` / `anyOf` entry that has one. */
function firstChoice(schema: Schema): { value: unknown } | undefined {
  if (Array.isArray(schema['enum']) && schema['enum'].length > 0) return { value: schema['enum'][0] };
  for (const key of ['oneOf', 'anyOf']) {
    const entries = Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [];
    const withConst = entries.map(record).find((entry) => entry !== undefined && 'const' in entry);
    if (withConst !== undefined) return { value: withConst['const'] };
  }
  if ('const' in schema) return { value: schema['const'] };
  return undefined;
}

function number(schema: Schema): number {
  let value = 1;
  if (typeof schema['minimum'] === 'number' && value < schema['minimum']) value = schema['minimum'];
  if (typeof schema['maximum'] === 'number' && value > schema['maximum']) value = schema['maximum'];
  return schema['type'] === 'integer' ? Math.ceil(value) : value;
}

function string(schema: Schema): string {
  let value = STRING_FORMATS[String(schema['format'])] ?? 'test';
  if (typeof schema['minLength'] === 'number' && value.length < schema['minLength']) value = value.padEnd(schema['minLength'], 't');
  if (typeof schema['maxLength'] === 'number' && value.length > schema['maxLength']) value = value.slice(0, Math.max(0, schema['maxLength']));
  return value;
}

/**
 * A value for one field of a form's `requestedSchema`: the first enum value, `true`, `"test"` (a valid one for the
 * formats email, uri, date and date-time, and within minLength / maxLength), `1` (within minimum / maximum); a
 * multi-select gets its first choice.
 */
export function fieldValue(field: unknown): unknown {
  const schema = record(field) ?? {};
  const choice = firstChoice(schema);
  if (choice !== undefined) return choice.value;
  switch (schema['type']) {
    case 'boolean':
      return true;
    case 'number':
    case 'integer':
      return number(schema);
    case 'array': {
      const item = firstChoice(record(schema['items']) ?? {});
      return item === undefined ? [] : [item.value];
    }
    default:
      return string(schema);
  }
}

/** `accept` with a value for every field of `requestedSchema`. */
export function formContent(requestedSchema: unknown): Record<string, unknown> {
  const properties = record(record(requestedSchema)?.['properties']) ?? {};
  return Object.fromEntries(Object.entries(properties).map(([key, field]) => [key, fieldValue(field)]));
}

/**
 * The default answer to one input request: a form elicitation is accepted with values built from its
 * `requestedSchema`; a URL elicitation is accepted; a sampling request gets a one-word assistant message; a roots
 * request gets no roots. Any other method gets no answer (`undefined`): give one with `--respond`.
 */
export function defaultInputResponse(request: { readonly method: string; readonly params?: unknown }): unknown {
  const params = record(request.params) ?? {};
  switch (request.method) {
    case 'elicitation/create':
      return params['mode'] === 'url' ? { action: 'accept' } : { action: 'accept', content: formContent(params['requestedSchema']) };
    case 'sampling/createMessage':
      return { role: 'assistant', content: { type: 'text', text: 'test' }, model: 'mcp-state-check', stopReason: 'endTurn' };
    case 'roots/list':
      return { roots: [] };
    default:
      return undefined;
  }
}

/** The `inputResponses` of a retry: `overrides[key]` where given (`--respond`), else the default answer. */
export function inputResponses(inputRequests: InputRequests, overrides: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(inputRequests).flatMap(([key, request]) => {
      const answer = Object.hasOwn(overrides, key) ? overrides[key] : defaultInputResponse(request);
      return answer === undefined ? [] : [[key, answer]];
    }),
  );
}
