// Small helpers for building MCP results by hand (SDK 1.x has no input_required builders).

export const text = (message) => ({ content: [{ type: 'text', text: message }] });

export const toolError = (message) => ({ isError: true, content: [{ type: 'text', text: message }] });

export function needInput(inputRequests, requestState) {
  return {
    resultType: 'input_required',
    inputRequests,
    ...(requestState ? { requestState } : {}),
  };
}

export function form(message, properties, required = Object.keys(properties)) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
  };
}

export const confirmForm = (message) => form(message, { confirm: { type: 'boolean', title: 'Confirm' } });

/** Content of an accepted form elicitation, or undefined when declined / cancelled / missing. */
export function accepted(response) {
  return response && response.action === 'accept' ? response.content : undefined;
}

export function callerOf(extra) {
  const userId = extra?.authInfo?.extra?.userId;
  if (!userId) throw new Error('dispatch-desk needs an authenticated dispatcher');
  return String(userId);
}

// Paging position for multi-page tools, kept client-side so we don't need a session.
export function packCursor(cursor) {
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

export function unpackCursor(value) {
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
}
