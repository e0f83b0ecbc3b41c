/**
 * Helpers for hand-built MCP results (protocol 2026-07-28).
 */

/** @param {string} text @param {Record<string, unknown>} [structured] */
export const complete = (text, structured) => ({
  resultType: 'complete',
  content: [{ type: 'text', text }],
  ...(structured ? { structuredContent: structured } : {}),
});

/** @param {string} text */
export const toolError = (text) => ({ resultType: 'complete', isError: true, content: [{ type: 'text', text }] });

/**
 * @param {Record<string, object>} inputRequests
 * @param {string} requestState
 */
export const inputRequired = (inputRequests, requestState) => ({ resultType: 'input_required', inputRequests, requestState });

/**
 * @param {string} message
 * @param {Record<string, object>} properties
 * @param {string[]} [required]
 */
export const elicitForm = (message, properties, required = Object.keys(properties)) => ({
  method: 'elicitation/create',
  params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required } },
});

/**
 * @param {Record<string, { action: string, content?: Record<string, unknown> }>} responses
 * @param {string} key
 */
export const accepted = (responses, key) => (responses[key]?.action === 'accept' ? responses[key].content ?? {} : null);
