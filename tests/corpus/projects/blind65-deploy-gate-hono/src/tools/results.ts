export interface InputResponse {
  action: 'accept' | 'decline' | 'cancel';
  content?: Record<string, unknown>;
}

export interface CallParams {
  name: string;
  arguments?: Record<string, unknown>;
  inputResponses?: Record<string, InputResponse>;
  requestState?: string;
}

export const text = (t: string) => ({ resultType: 'complete' as const, content: [{ type: 'text' as const, text: t }] });

export const toolError = (t: string) => ({
  resultType: 'complete' as const,
  content: [{ type: 'text' as const, text: t }],
  isError: true,
});

export function confirmForm(message: string) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', title: 'Proceed' } },
        required: ['confirm'],
      },
    },
  };
}

export const accepted = (answer: InputResponse | undefined) =>
  answer?.action === 'accept' && answer.content?.confirm === true;
