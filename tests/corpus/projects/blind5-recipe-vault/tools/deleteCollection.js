'use strict';

const TOOL = 'delete_collection';

const definition = {
  name: TOOL,
  description: 'Delete a collection and every recipe in it',
  annotations: { destructiveHint: true },
  inputSchema: {
    type: 'object',
    properties: { collectionId: { type: 'string', format: 'uuid' } },
    required: ['collectionId'],
  },
};

function confirmRequest(name, count) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message: `Delete "${name}" and its ${count} recipe(s)? Type the collection name to confirm.`,
      requestedSchema: { type: 'object', properties: { typedName: { type: 'string' } }, required: ['typedName'] },
    },
  };
}

function makeDeleteCollection({ pending, db }) {
  return async function deleteCollection(params, principal) {
    const userId = principal.userId;
    const { collectionId } = params.arguments;

    const { rows } = await db.query(
      'select c.name, count(r.id)::int as n from collections c left join recipes r on r.collection_id = c.id where c.id = $1 and c.owner_id = $2 group by c.name',
      [collectionId, userId],
    );
    if (rows.length === 0) return { isError: true, content: [{ type: 'text', text: 'No such collection.' }] };
    const { name, n } = rows[0];

    if (!params.requestState) {
      const handle = await pending.create({ userId, tool: TOOL, args: { collectionId }, data: { name } });
      return { resultType: 'input_required', inputRequests: { confirm: confirmRequest(name, n) }, requestState: handle };
    }

    const record = await pending.take(params.requestState, { userId, tool: TOOL });
    if (!record || record.args.collectionId !== collectionId) {
      return { isError: true, content: [{ type: 'text', text: 'Invalid or expired requestState' }] };
    }

    const answer = params.inputResponses && params.inputResponses.confirm;
    const typed = answer && answer.action === 'accept' ? String(answer.content.typedName || '').trim() : '';
    if (typed !== record.data.name) {
      return { content: [{ type: 'text', text: 'Name did not match; nothing deleted.' }] };
    }

    await db.query('delete from collections where id = $1 and owner_id = $2', [collectionId, userId]);
    return { content: [{ type: 'text', text: `Deleted "${name}" and ${n} recipe(s).` }] };
  };
}

module.exports = { definition, makeDeleteCollection };
