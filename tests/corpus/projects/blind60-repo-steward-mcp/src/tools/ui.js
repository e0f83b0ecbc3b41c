import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';

export const text = (body) => ({ content: [{ type: 'text', text: body }] });

/** A single yes/no question under the key `confirm`. */
export const askYesNo = (message, title = 'Yes, go ahead') =>
  inputRequired.elicit({
    message,
    requestedSchema: {
      type: 'object',
      properties: { confirm: { type: 'boolean', title } },
      required: ['confirm'],
    },
  });

export const answered = (ctx, key) => acceptedContent(ctx.mcpReq.inputResponses, key);

export const confirmed = (ctx) => answered(ctx, 'confirm')?.confirm === true;
