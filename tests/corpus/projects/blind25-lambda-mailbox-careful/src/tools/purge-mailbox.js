import { argsDigest } from '../state/args-digest.js';
import { accepted, ask, form, text, toolError } from '../rpc.js';

const TOOL = 'purge_mailbox';
const CONFIRM_PHRASE = 'PURGE';

export default function purgeMailbox({ sealer, plans, mail }) {
  return {
    name: TOOL,
    definition: {
      name: TOOL,
      description: 'Permanently delete every message matching a search query.',
      inputSchema: {
        type: 'object',
        properties: { query: { type: 'string', minLength: 3 } },
        required: ['query'],
      },
      annotations: { destructiveHint: true },
    },

    async handle({ user, args, inputResponses, requestState }) {
      const binding = { sub: user.id, tool: TOOL };

      if (requestState === undefined) {
        const accessToken = await mail.accessTokenFor(user.id);
        const ids = await mail.search(accessToken, args.query);
        if (ids.length === 0) return text(`Nothing matches "${args.query}".`);

        const planId = await plans.put(user.id, { ids });
        const state = sealer.seal({ planId, argsDigest: argsDigest(args), count: ids.length }, binding);
        return ask(
          {
            confirm: form(`This permanently deletes ${ids.length} messages matching "${args.query}". Type ${CONFIRM_PHRASE} to continue.`, {
              phrase: { type: 'string', title: `Type ${CONFIRM_PHRASE}` },
            }),
          },
          state,
        );
      }

      const state = sealer.open(requestState, binding);
      if (!state) return toolError('Invalid or expired request state');
      if (state.argsDigest !== argsDigest(args)) return toolError('Request state was issued for different arguments');

      const answer = accepted(inputResponses, 'confirm');
      const plan = await plans.take(state.planId, user.id); // consumed either way
      if (answer?.phrase !== CONFIRM_PHRASE) return text('Purge cancelled; nothing was deleted.');
      if (!plan) return toolError('This purge was already used or has expired; please start again.');

      await mail.deleteMessages(await mail.accessTokenFor(user.id), plan.ids);
      return text(`Deleted ${plan.ids.length} messages.`);
    },
  };
}
