/**
 * A small house style for multi-round tools.
 *
 * @typedef {{ action: 'accept' | 'decline' | 'cancel', content?: Record<string, unknown> }} InputResponse
 *
 * @typedef {object} Turn
 * @property {string} user                              who is calling (see identity.principal)
 * @property {Record<string, InputResponse>} answers     inputResponses of this retry
 * @property {(requests: Record<string, unknown>, data: unknown) => Promise<object>} ask
 *           answer input_required; `data` comes back as `saved` in resume()
 *
 * @template A
 * @typedef {object} ToolDef
 * @property {string} name
 * @property {string} description
 * @property {import('zod').ZodObject<any>} input
 * @property {boolean} [destructive]
 * @property {boolean} [readOnly]
 * @property {(args: A, turn: Turn) => Promise<object>} start
 * @property {(args: A, saved: any, turn: Turn) => Promise<object>} [resume]
 */

const NAME = /^[a-z][a-z0-9_]{2,63}$/;

/**
 * @template A
 * @param {ToolDef<A>} def
 * @returns {Readonly<ToolDef<A>>}
 */
export function defineTool(def) {
  if (!NAME.test(def.name)) throw new Error(`tool name "${def.name}" must be snake_case`);
  if (typeof def.start !== 'function') throw new Error(`${def.name}: start() is required`);
  return Object.freeze({ destructive: false, readOnly: false, ...def });
}

export const text = (t) => ({ content: [{ type: 'text', text: t }] });

export const refuse = (t) => ({ isError: true, content: [{ type: 'text', text: t }] });

export const confirmRequest = (message) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] },
  },
});

/** @param {Record<string, InputResponse>} answers */
export const confirmed = (answers) => answers.confirm?.action === 'accept' && answers.confirm.content?.confirm === true;
