export type TextResult = {
  content: { type: 'text'; text: string }[];
  isError?: boolean;
};

export const text = (message: string): TextResult => ({ content: [{ type: 'text', text: message }] });

export const toolError = (message: string): TextResult => ({
  isError: true,
  content: [{ type: 'text', text: message }],
});

/** One form elicitation under the key `confirm`, with an optional change-log note. */
export function confirmRequest(message: string) {
  return {
    confirm: {
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message,
        requestedSchema: {
          type: 'object',
          properties: { note: { type: 'string', title: 'Note for the change log' } },
        },
      },
    },
  };
}

export function pickOneRequest(key: string, message: string, field: string, options: string[]) {
  return {
    [key]: {
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message,
        requestedSchema: {
          type: 'object',
          properties: { [field]: { type: 'string', enum: options } },
          required: [field],
        },
      },
    },
  };
}
