function notJson(path: string, what: string): TypeError {
  return new TypeError(
    `${path} is ${what}; bind only JSON data (plain objects, arrays, strings, finite numbers, booleans, null), ` +
      'such as the arguments of the tool call',
  );
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function className(value: object): string {
  const name: unknown = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name !== '' ? name : Object.prototype.toString.call(value).slice(8, -1);
}

function hasToJson(value: object): value is { toJSON(key: string): unknown } {
  return typeof (value as { toJSON?: unknown }).toJSON === 'function';
}

function write(value: unknown, path: string, key: string, open: Set<object>): string {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw notJson(path, String(value));
      return JSON.stringify(value);
    case 'object':
      break;
    default:
      throw notJson(path, typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`);
  }
  if (value === null) return 'null';
  if (open.has(value)) throw notJson(path, 'a circular reference');
  if (hasToJson(value)) return write(value.toJSON(key), path, key, open);
  open.add(value);
  try {
    if (Array.isArray(value)) {
      const items = Array.from(value, (item: unknown, index) => write(item, `${path}[${index}]`, String(index), open));
      return `[${items.join(',')}]`;
    }
    if (!isPlainObject(value)) throw notJson(path, `a ${className(value)} (not a plain object)`);
    const record = value as Record<string, unknown>;
    const members: string[] = [];
    for (const name of Object.keys(record).sort()) {
      const member = record[name];
      // As in JSON.stringify, an undefined property is an absent property.
      if (member === undefined) continue;
      members.push(`${JSON.stringify(name)}:${write(member, `${path}.${name}`, name, open)}`);
    }
    return `{${members.join(',')}}`;
  } finally {
    open.delete(value);
  }
}

/**
 * Serializes JSON data with object keys sorted (recursively), so equal data gives equal text whatever the key order.
 *
 * Throws a `TypeError` instead of silently dropping or converting what JSON cannot hold (functions, symbols,
 * bigints, `undefined` array items, non-finite numbers, cycles, Maps and other class instances); `toJSON` is honoured
 * and `-0` is written as `0`, as `JSON.stringify` does. `name` is how error messages call the value.
 */
export function canonicalJson(value: unknown, name = 'value'): string {
  return write(value, name, '', new Set());
}
