// Shared bits of the tool handlers: who is calling, and how answers look.

export function userOf(extra) {
  const id = extra?.authInfo?.extra?.userId;
  if (typeof id !== 'string' || id.length === 0) {
    throw new Error('tool call reached a handler without an authenticated user');
  }
  return id;
}

export const text = (message) => ({ content: [{ type: 'text', text: message }] });

export const failure = (message) => ({ isError: true, content: [{ type: 'text', text: message }] });

export const refused = (reason) =>
  failure(`This step can no longer be continued (${reason}). Please start the action again.`);

export function askForm(key, message, requestedSchema) {
  return {
    [key]: {
      method: 'elicitation/create',
      params: { mode: 'form', message, requestedSchema },
    },
  };
}
