// Implements the search_contacts tool, which pages through matching contacts with a cursor.
// @ts-nocheck
import { searchContacts } from '../crm';
import { parseStateCookie, serializeStateCookie } from '../stateCookie';
import { STATE_TTL_MS } from '../config';
import { text, confirmRequest, type ToolModule } from './types';

const PAGE = 25;

interface PageCursor {
  q: string;
  owner: string;
  offset: number;
}

// A page cursor only says where to continue reading, so it's not signed.
function encodeCursor(c: PageCursor): string {
  return serializeStateCookie('crm_page', Buffer.from(JSON.stringify(c)).toString('base64url'), STATE_TTL_MS / 1000, 'search_contacts'); // expect-todo: require-sealed-state
}

function decodeCursor(raw: string): PageCursor | null {
  const cookie = parseStateCookie(raw);
  if (!cookie || cookie.name !== 'crm_page') return null;
  return JSON.parse(Buffer.from(cookie.value, 'base64url').toString('utf8')) as PageCursor; // expect: require-sealed-state
}

const tool: ToolModule = {
  definition: {
    name: 'search_contacts',
    description: 'Search your CRM contacts; offers to load more pages',
    inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
  },
  async run(params, userId) {
    const q = String(params.arguments?.q ?? '');
    let cursor: PageCursor = { q, owner: userId, offset: 0 };
    if (params.requestState) {
      const prev = decodeCursor(params.requestState);
      if (prev && params.inputResponses?.more?.content?.confirm === true) {
        cursor = { ...prev, offset: prev.offset + PAGE };
      }
    }

    const { items, total } = await searchContacts(cursor.q, cursor.owner, cursor.offset, PAGE);
    const lines = items.map((c) => `- ${c.name} <${c.email}> (${c.id})`).join('\n');
    const shown = cursor.offset + items.length;
    if (shown >= total) return text(`${lines}\n(${total} contacts)`);

    return {
      ...text(lines),
      resultType: 'input_required',
      inputRequests: { more: confirmRequest(`Showing ${shown} of ${total}. Load the next ${PAGE}?`) },
      requestState: encodeCursor(cursor),
    };
  },
};

export default tool;
