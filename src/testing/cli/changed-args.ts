type Schema = Readonly<Record<string, unknown>>;

function record(value: unknown): Schema | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Schema) : undefined;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The values an enum field allows: `enum`, or the `const`s of `oneOf` / `anyOf`. */
function choices(schema: Schema): unknown[] | undefined {
  if (Array.isArray(schema['enum'])) return schema['enum'];
  for (const key of ['oneOf', 'anyOf']) {
    const entries = Array.isArray(schema[key]) ? (schema[key] as unknown[]).map(record) : [];
    if (entries.length > 0 && entries.every((entry) => entry !== undefined && 'const' in entry)) {
      return entries.map((entry) => (entry as Schema)['const']);
    }
  }
  return undefined;
}

/**
 * Another value for one argument, and how sure it is that the tool accepts it (lower is surer): another value of its
 * enum (0), the other boolean (1), the number one up — or down, at its maximum (2), the string with `-other`
 * appended, when its schema sets no pattern, format or maxLength that could refuse it (3).
 */
function otherValue(value: unknown, field: unknown): { value: unknown; rank: number } | undefined {
  const schema = record(field) ?? {};
  const allowed = choices(schema);
  if (allowed !== undefined) {
    const other = allowed.find((choice) => !same(choice, value));
    return other === undefined ? undefined : { value: other, rank: 0 };
  }
  if ('const' in schema) return undefined;
  if (typeof value === 'boolean') return { value: !value, rank: 1 };
  if (typeof value === 'number' && Number.isFinite(value)) {
    const step = Number.isInteger(value) ? 1 : value === 0 ? 1 : Math.abs(value) / 2;
    const up = value + step;
    const max = typeof schema['maximum'] === 'number' ? schema['maximum'] : Infinity;
    const min = typeof schema['minimum'] === 'number' ? schema['minimum'] : -Infinity;
    if (up <= max) return { value: up, rank: 2 };
    if (value - step >= min) return { value: value - step, rank: 2 };
    return undefined;
  }
  if (typeof value === 'string' && schema['pattern'] === undefined && schema['format'] === undefined && schema['maxLength'] === undefined) {
    return { value: `${value}-other`, rank: 3 };
  }
  return undefined;
}

/**
 * `args` with one value changed, for the `other-args` check: the first argument (in the order given) whose change
 * the tool's `inputSchema` is surest to accept. `undefined` when no argument can be changed that way.
 */
export function changedArguments(args: Readonly<Record<string, unknown>>, inputSchema: unknown): Record<string, unknown> | undefined {
  const properties = record(record(inputSchema)?.['properties']) ?? {};
  let best: { key: string; value: unknown; rank: number } | undefined;
  for (const [key, value] of Object.entries(args)) {
    const other = otherValue(value, properties[key]);
    if (other !== undefined && (best === undefined || other.rank < best.rank)) best = { key, ...other };
  }
  return best === undefined ? undefined : { ...args, [best.key]: best.value };
}
