// Small shared helpers: canonical JSON, argument digests and tool result builders.
// @ts-nocheck
import { createHash } from 'node:crypto';

export function canonical(value) {
  if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']';
  if (value && typeof value === 'object') {
    return '{' + Object.keys(value).sort().map(function (k) {
      return JSON.stringify(k) + ':' + canonical(value[k]);
    }).join(',') + '}';
  }
  return JSON.stringify(value === undefined ? null : value);
}

export function argsDigest(args) {
  return createHash('sha256').update(canonical(args || {})).digest('hex');
}

export function text() {
  return { content: [{ type: 'text', text: Array.prototype.slice.call(arguments).join('\n') }] };
}

export function toolError(message) {
  return { content: [{ type: 'text', text: message }], isError: true };
}

export function money(cents) {
  var sign = cents < 0 ? '-' : '';
  return sign + (Math.abs(cents) / 100).toFixed(2);
}
