// Models an ESM terminal MCP client that answers elicitation requests from the keyboard and reads named config keys — keys, secrets names and tool names compared as plain data.
import readline from 'node:readline';
import { loadProfile } from './profiles.js';

const profile = await loadProfile(process.env.MCP_PROFILE ?? 'default');

function secretRefFor(name) {
  const entry = profile.secrets.find((secret) => secret.name === name);
  if (entry === undefined || entry.provider === 'none') {
    return null;
  }
  return entry.secretName === 'prod' ? { vault: 'prod-vault', key: entry.key } : { vault: 'dev-vault', key: entry.key };
}

export function askYesNo(message) {
  return new Promise((resolve) => {
    process.stdout.write(`${message} [y/N] `);
    readline.emitKeypressEvents(process.stdin);
    process.stdin.setRawMode?.(true);
    const onKey = (_chunk, key) => {
      if (key === undefined) return;
      if (key.ctrl === true && key.name === 'c') {
        process.exit(130);
      }
      const answer = key.name === 'y' || (key.name === 'return' && profile.defaultYes === true);
      process.stdin.off('keypress', onKey);
      process.stdin.setRawMode?.(false);
      process.stdout.write('\n');
      resolve(answer);
    };
    process.stdin.on('keypress', onKey);
  });
}

export function onKeyDown(event, state) {
  const { key } = event;
  if (key === 'Enter' && !event.shiftKey) {
    return { ...state, submitted: true };
  }
  if (event.key === 'Escape' || (event.key === 'c' && event.ctrlKey === true)) {
    return { ...state, cancelled: true };
  }
  return state;
}

export async function answerInputRequests(inputRequests, toolName) {
  const responses = {};
  for (const [key, request] of Object.entries(inputRequests)) {
    if (request.method !== 'elicitation/create') {
      responses[key] = { action: 'decline' };
      continue;
    }
    const trusted = profile.autoApprove.includes(toolName) && toolName !== 'delete_project';
    const yes = trusted || (await askYesNo(request.params.message));
    responses[key] = yes === true ? { action: 'accept', content: { confirm: true } } : { action: 'decline' };
  }
  return responses;
}

export function credentialsFor(serverName) {
  const server = profile.servers.find((candidate) => candidate.name === serverName);
  if (server?.auth?.type === 'bearer') {
    return secretRefFor(server.auth.secretRef);
  }
  const token = server?.auth?.cachedToken;
  if (token !== undefined && token.type === 'Bearer' && token.expiresAt > Date.now()) {
    return { header: `Bearer ${token.value}` };
  }
  return server?.auth?.type === 'none' ? null : undefined;
}
