import { inputRequired } from '@modelcontextprotocol/server';

/**
 * Asks the rep for their personal CRM API token (the CRM has no OAuth for notes).
 * @param {string} contactName
 */
export function crmLoginRequest(contactName) {
  return inputRequired.elicit({
    message: 'To file notes for ' + contactName + ' under your name, paste your CRM personal API token (Settings > Personal > API).',
    requestedSchema: {
      type: 'object',
      properties: {
        apiToken: { type: 'string', title: 'Personal API token', minLength: 20 }
      },
      required: ['apiToken']
    }
  });
}

/**
 * @param {Array<{ id: string, title: string, value: number }>} deals
 */
export function dealRequest(deals) {
  return inputRequired.elicit({
    message: 'Attach the note to one of the open deals?',
    requestedSchema: {
      type: 'object',
      properties: {
        dealId: {
          type: 'string',
          title: 'Deal',
          enum: ['none'].concat(deals.map((d) => d.id)),
          enumNames: ['No deal'].concat(deals.map((d) => d.title + ' (' + d.value + ')'))
        }
      },
      required: ['dealId']
    }
  });
}
