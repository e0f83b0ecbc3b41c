// Abstract base class for billing tools with helpers for the caller id, text results and form requests.
'use strict';

class BaseTool {
  constructor({ gateway, tokens }) {
    if (new.target === BaseTool) throw new TypeError('BaseTool is abstract');
    this.gateway = gateway;
    this.tokens = tokens;
  }

  get definition() {
    throw new Error('subclass must define definition');
  }

  get name() {
    return this.definition.name;
  }

  userId(extra) {
    const id = extra.authInfo?.extra?.userId;
    if (!id) throw new Error('unauthenticated');
    return String(id);
  }

  text(text, isError = false) {
    return { content: [{ type: 'text', text }], isError };
  }

  askForm(key, message, properties, requestState) {
    return {
      resultType: 'input_required',
      inputRequests: {
        [key]: {
          method: 'elicitation/create',
          params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
        },
      },
      requestState,
    };
  }
}

module.exports = BaseTool;
