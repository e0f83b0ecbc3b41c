'use strict';

const NAME = 'merge_contacts';

const definition = {
  name: NAME,
  description: 'Merge duplicate contacts into a primary contact. The duplicates are deleted.',
  inputSchema: {
    type: 'object',
    properties: {
      primaryId: { type: 'string' },
      duplicateIds: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 50 },
    },
    required: ['primaryId', 'duplicateIds'],
  },
  annotations: { destructiveHint: true },
};

// Sales managers often approve merges from their phone hours later.
const APPROVAL_GRACE_SECONDS = 8 * 60 * 60;

const sameIds = (a, b) => a.length === b.length && a.every((id, i) => id === b[i]);

async function handler(args, { principal, tokens, requestState, inputResponses, crm }) {
  const duplicateIds = [...new Set(args.duplicateIds)].sort();

  if (requestState) {
    const claims = tokens.verify(requestState, { clockTolerance: APPROVAL_GRACE_SECONDS }); // expect-todo: require-state-binding
    if (claims.tool !== NAME || claims.sub !== principal.subject) throw new Error('requestState does not match this call');
    if (claims.primaryId !== args.primaryId || !sameIds(claims.duplicateIds, duplicateIds)) {
      throw new Error('arguments changed since the merge was confirmed');
    }
    const answer = inputResponses && inputResponses.confirm;
    if (!answer || answer.action !== 'accept' || answer.content.merge !== true) {
      return { content: [{ type: 'text', text: 'Merge cancelled.' }] };
    }
    const merged = await crm('POST', `/contacts/${encodeURIComponent(args.primaryId)}/merge`, { duplicateIds });
    return { content: [{ type: 'text', text: `Merged ${duplicateIds.length} contacts into ${merged.displayName}.` }] };
  }

  const primary = await crm('GET', `/contacts/${encodeURIComponent(args.primaryId)}`);
  return {
    resultType: 'input_required',
    inputRequests: {
      confirm: {
        method: 'elicitation/create',
        params: {
          mode: 'form',
          message: `Merge ${duplicateIds.length} contacts into ${primary.displayName} <${primary.email}>? The duplicates will be deleted.`,
          requestedSchema: { type: 'object', properties: { merge: { type: 'boolean' } }, required: ['merge'] },
        },
      },
    },
    requestState: tokens.sign({ tool: NAME, sub: principal.subject, primaryId: args.primaryId, duplicateIds }),
  };
}

module.exports = { definition, handler };
