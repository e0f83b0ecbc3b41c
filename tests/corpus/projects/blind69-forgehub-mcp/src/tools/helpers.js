// Result builders shared by the ForgeHub tools (text, errors, input_required rounds).
function text(message) {
  return { content: [{ type: 'text', text: message }] };
}

function toolError(message) {
  return { isError: true, content: [{ type: 'text', text: message }] };
}

function askForInput(inputRequests, requestState, note) {
  return {
    resultType: 'input_required',
    inputRequests,
    requestState,
    content: [{ type: 'text', text: note || 'Waiting for your answer.' }],
  };
}

function elicit(message, properties, required) {
  return {
    method: 'elicitation/create',
    params: {
      mode: 'form',
      message,
      requestedSchema: { type: 'object', properties, required: required || Object.keys(properties) },
    },
  };
}

function accepted(inputResponses, key) {
  const answer = inputResponses && inputResponses[key];
  if (!answer || answer.action !== 'accept') return null;
  return answer.content || {};
}

async function assertRepoAccess(client, owner, repo, needPush) {
  try {
    const info = await client.getRepo(owner, repo);
    if (needPush && !(info.permissions && info.permissions.push)) return 'You need push access to this repository.';
    return null;
  } catch (err) {
    if (err.response && (err.response.status === 404 || err.response.status === 403)) {
      return `Repository ${owner}/${repo} was not found or you cannot see it.`;
    }
    throw err;
  }
}

module.exports = { text, toolError, askForInput, elicit, accepted, assertRepoAccess };
