// Small builders for tool results.
// @ts-nocheck
export function json(value) {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }], structuredContent: value };
}

export function toolError(message) {
  return { content: [{ type: 'text', text: message }], isError: true };
}
