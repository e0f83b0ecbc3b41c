'use strict';

const { ImapFlow } = require('imapflow');
const { StateToken } = require('../lib/state-token');
const { text, failure, elicit, inputRequired, accepted } = require('../lib/results');

async function listFolders({ host, user, password }) {
  const client = new ImapFlow({ host, port: 993, secure: true, auth: { user, pass: password }, logger: false });
  await client.connect();
  try {
    const boxes = await client.list();
    return boxes.map((b) => b.path);
  } finally {
    await client.logout();
  }
}

module.exports = {
  name: 'connect_mailbox',
  description: 'Connect a support mailbox so incoming mail becomes tickets.',
  inputSchema: { type: 'object', properties: {} },

  async run(_args, params, app, inputResponses) {
    const key = app.get('stateKey');

    // Round 1: ask for the mailbox login.
    if (!params.resumed) {
      return inputRequired(
        {
          login: elicit('Which mailbox should we watch?', {
            host: { type: 'string', title: 'IMAP host' },
            username: { type: 'string', title: 'User name' },
            password: { type: 'string', title: 'Password' },
          }),
        },
        StateToken.create().forUser(params.user.id).forTool('connect_mailbox').with('step', 'login').sign(key),
      );
    }

    // Round 2: we have a login, ask which folder to import.
    if (params.resumed.step === 'login') {
      const creds = accepted(inputResponses, 'login');
      if (!creds) return text('Mailbox not connected.');
      let folders;
      try {
        folders = await listFolders({ host: creds.host, user: creds.username, password: creds.password });
      } catch (err) {
        return failure(`Could not log in to ${creds.host}: ${err.message}`);
      }
      const requestState = StateToken.create()
        .forUser(params.user.id)
        .forTool('connect_mailbox')
        .with('step', 'folder')
        .with('imap', { host: creds.host, user: creds.username, password: creds.password }) // expect: no-secrets-in-state
        .expiresIn(10 * 60_000)
        .sign(key);
      return inputRequired(
        { folder: elicit('Which folder holds support mail?', { folder: { type: 'string', enum: folders } }) },
        requestState,
      );
    }

    // Round 3: save the connection.
    const choice = accepted(inputResponses, 'folder');
    if (!choice) return text('Mailbox not connected.');
    const { imap } = params.resumed;
    const mailbox = await app.service('mailboxes').create(
      { orgId: params.user.orgId, host: imap.host, username: imap.user, password: imap.password, folder: choice.folder },
      { user: params.user },
    );
    return text(`Watching ${mailbox.username}@${mailbox.host}/${mailbox.folder}.`);
  },
};
