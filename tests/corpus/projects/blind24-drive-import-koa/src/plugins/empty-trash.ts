import { definePlugin, textResult } from './registry';

export default definePlugin({
  name: 'empty_drive_trash',
  description: 'Permanently delete everything in the user\'s Google Drive trash.',
  inputSchema: { type: 'object', properties: {} },
  annotations: { destructiveHint: true },

  async handle(call, { vault, drive }) {
    if (!call.requestState) {
      return {
        resultType: 'input_required',
        inputRequests: {
          confirm: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Permanently delete all files in your Google Drive trash? This cannot be undone.',
              requestedSchema: {
                type: 'object',
                properties: { confirm: { type: 'string', title: 'Type EMPTY to confirm' } },
                required: ['confirm'],
              },
            },
          },
        },
        requestState: await vault.seal({ step: 'confirm' }, call.binding),
      };
    }

    const state = await vault.open<{ step: string }>(call.requestState, call.binding);
    if (!state || state.step !== 'confirm') return textResult('Invalid or expired requestState', true);

    const answer = call.inputResponses.confirm;
    if (answer?.action !== 'accept' || answer.content?.confirm !== 'EMPTY') return textResult('Trash left as is.');

    await drive.emptyTrash(await drive.accessTokenFor(call.userId));
    return textResult('Drive trash emptied.');
  },
});
