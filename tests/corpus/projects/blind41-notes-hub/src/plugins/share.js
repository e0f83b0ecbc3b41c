import { notes } from '../store.js';
import { ask, done, form, wizard } from '../wizard.js';

const ROLES = ['viewer', 'commenter', 'editor'];

// Step 1: the notebook. Only notebooks the caller owns may be shared.
const pickNotebook = {
  key: 'notebook',
  async run({ args, user, reply }) {
    const candidate = reply?.notebookId ?? args.notebookId;
    if (candidate && (await notes.ownsNotebook(user, candidate))) return done(candidate);

    const owned = await notes.notebooksOwnedBy(user);
    if (owned.length === 0) throw new Error('You do not own a notebook you could share.');
    return ask(
      form('Which notebook do you want to share?', {
        notebookId: {
          type: 'string',
          title: 'Notebook',
          oneOf: owned.map((n) => ({ const: n.id, title: n.title })),
        },
      }),
    );
  },
};

// Step 2: who gets access.
const pickInvitee = {
  key: 'invitee',
  async run({ args, reply }) {
    const email = String(reply?.email ?? args.email ?? '').trim();
    if (/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return done(email.toLowerCase());
    return ask(form('Who should get access?', { email: { type: 'string', format: 'email', title: 'Email' } }));
  },
};

// Step 3: what they may do.
const pickRole = {
  key: 'role',
  async run({ args, reply }) {
    const role = reply?.role ?? args.role;
    if (ROLES.includes(role)) return done(role);
    return ask(form('What may they do?', { role: { type: 'string', title: 'Role', enum: ROLES } }));
  },
};

export default {
  name: 'share',
  setup(api) {
    api.tool(
      {
        name: 'share_notebook',
        description: 'Share one of your notebooks with a colleague. Asks for whatever is missing.',
        inputSchema: {
          type: 'object',
          properties: {
            notebookId: { type: 'string' },
            email: { type: 'string', format: 'email' },
            role: { type: 'string', enum: ROLES },
          },
        },
      },
      wizard([pickNotebook, pickInvitee, pickRole], async ({ user, answers }) => {
        await notes.share(answers.notebook, { email: answers.invitee, role: answers.role, grantedBy: user });
        return {
          content: [{ type: 'text', text: `Shared notebook ${answers.notebook} with ${answers.invitee} (${answers.role}).` }],
        };
      }),
    );
  },
};
