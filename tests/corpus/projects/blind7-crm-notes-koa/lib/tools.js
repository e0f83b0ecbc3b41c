'use strict';

const _ = require('lodash');
const crm = require('./crm');
const stateToken = require('./stateToken');

const say = (text) => ({ content: [{ type: 'text', text }] });
const oops = (text) => ({ content: [{ type: 'text', text }], isError: true });

function formRequest(message, properties) {
  return {
    method: 'elicitation/create',
    params: { mode: 'form', message, requestedSchema: { type: 'object', properties, required: _.keys(properties) } },
  };
}

const mergeContacts = {
  definition: {
    name: 'merge_contacts',
    description: 'Merge duplicate contacts into one primary contact. The duplicates are deleted.',
    inputSchema: {
      type: 'object',
      properties: { primaryId: { type: 'string' }, duplicateIds: { type: 'array', items: { type: 'string' }, minItems: 1 } },
      required: ['primaryId', 'duplicateIds'],
    },
    annotations: { destructiveHint: true },
  },
  async handle(args, call) {
    const pending = stateToken.peek(call.requestState); // expect: require-sealed-state

    if (pending.step === 'start') {
      const primary = await crm.getContact(call.token, args.primaryId);
      const names = await Promise.all(args.duplicateIds.map((id) => crm.getContact(call.token, id).then((c) => c.name)));
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: formRequest(`Merge ${names.join(', ')} into ${primary.name}? The duplicates will be deleted.`, {
            merge: { type: 'boolean' },
          }),
        },
        requestState: stateToken.issue( // expect: require-state-binding
          { step: 'confirm', ..._.pick(args, ['primaryId', 'duplicateIds']) },
          { user: call.userId, tool: 'merge_contacts' },
        ),
      };
    }

    if (_.get(call.inputResponses, 'confirm.content.merge') !== true) return say('Nothing merged.');
    const merged = await crm.mergeContacts(call.token, pending.primaryId, pending.duplicateIds);
    return say(`Merged into ${merged.name} (${merged.id}).`);
  },
};

const syncNotes = {
  definition: {
    name: 'sync_notes',
    description: 'Export one of your CRM notebooks to the connected notes app.',
    inputSchema: { type: 'object', properties: { target: { type: 'string', enum: ['notion', 'onenote'] } }, required: ['target'] },
  },
  async handle(args, call) {
    if (!call.requestState) {
      const [notebooks, conn] = await Promise.all([crm.listNotebooks(call.token), crm.connection(call.token)]);
      if (!conn) return oops('Connect a notes app first.');
      return {
        resultType: 'input_required',
        inputRequests: {
          notebook: formRequest('Which notebook should be exported?', {
            notebookId: { type: 'string', enum: _.map(notebooks, 'id'), enumNames: _.map(notebooks, 'title') },
          }),
        },
        requestState: stateToken.issue( // expect: require-state-binding
          {
            step: 'pick',
            target: args.target,
            grant: conn.refresh_token, // expect: no-secrets-in-state
          },
          { user: call.userId, tool: 'sync_notes' },
        ),
      };
    }

    const claims = stateToken.open(call.requestState, { user: call.userId, tool: 'sync_notes' });
    const notebookId = _.get(call.inputResponses, 'notebook.content.notebookId');
    if (!notebookId) return say('Export cancelled.');
    const job = await crm.exportNotebook(claims.grant, notebookId, claims.target);
    return say(`Export ${job.id} queued.`);
  },
};

module.exports = _.keyBy([mergeContacts, syncNotes], 'definition.name');
