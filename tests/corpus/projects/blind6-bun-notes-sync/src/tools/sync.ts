import { unwrap, wrap } from '../codec/envelope';

const NOTION = Bun.env.NOTION_API ?? 'https://api.notion.com/v1';
const integrationKey = Bun.env.NOTION_INTEGRATION_KEY ?? '';

export interface Call {
  user: string;
  args: Record<string, any>;
  inputResponses?: Record<string, { action: string; content?: Record<string, any> }>;
  requestState?: string;
}

async function conflictsFor(notebook: string, cursor: string) {
  const res = await fetch(`${NOTION}/databases/${notebook}/query`, {
    method: 'POST',
    headers: { authorization: `Bearer ${integrationKey}`, 'notion-version': '2022-06-28' },
    body: JSON.stringify({ start_cursor: cursor || undefined }),
  });
  const data = (await res.json()) as { results: { id: string; last_edited_time: string }[]; next_cursor: string | null };
  return { ids: data.results.map((r) => r.id), next: data.next_cursor ?? '' };
}

export async function* syncNotebook(call: Call) {
  const notebook = String(call.args.notebook);
  if (!call.requestState) {
    yield { progress: 'listing conflicts' };
    const { ids, next } = await conflictsFor(notebook, '');
    if (ids.length === 0) return yield { done: { content: [{ type: 'text', text: 'nothing to sync' }] } };
    const state = wrap({
      user: call.user,
      tool: 'sync_notebook',
      notebook,
      cursor: next,
      exp: Math.floor(Date.now() / 1000) + 300,
      upstream: {
        base: NOTION,
        auth: integrationKey, // expect: no-secrets-in-state
      },
    });
    return yield {
      done: {
        resultType: 'input_required',
        inputRequests: {
          keep: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `${ids.length} pages conflict. Keep local or remote?`,
              requestedSchema: { type: 'object', properties: { side: { type: 'string', enum: ['local', 'remote'] } } },
            },
          },
        },
        requestState: state, // expect: require-sealed-state
      },
    };
  }
  const st = unwrap(call.requestState); // expect: require-sealed-state
  if (!st || st.user !== call.user || st.tool !== 'sync_notebook' || (st.exp as number) < Date.now() / 1000) {
    return yield { done: { isError: true, content: [{ type: 'text', text: 'sync state invalid' }] } };
  }
  const side = call.inputResponses?.keep?.content?.side ?? 'remote';
  yield { progress: `applying ${side}` };
  yield { done: { content: [{ type: 'text', text: `synced ${st.notebook} keeping ${side}` }] } };
}
