import type { Caller } from '../auth.js';
import * as registry from '../registry.js';
import * as deployer from '../deployer.js';
import { signStateToken, readStateToken, type StateClaims } from '../state-token.js';
import { approvalQuestion, inputRequired, toolError, toolText, type CallParams, type ToolResult } from '../rpc.js';

export const promoteTool = {
  name: 'promote_release',
  title: 'Promote release to production',
  description: 'Promote an already-built image version of a service to production. A human must approve.',
  inputSchema: {
    type: 'object',
    properties: {
      service: { type: 'string', description: 'Service name, e.g. checkout-api' },
      version: { type: 'string', description: 'Image tag to promote' },
    },
    required: ['service', 'version'],
  },
  annotations: { destructiveHint: true, openWorldHint: false },
};

export async function promoteRelease(params: CallParams, caller: Caller): Promise<ToolResult> {
  const { service, version } = (params.arguments ?? {}) as { service?: string; version?: string };
  if (!service || !version) return toolError('service and version are required.');
  if (!caller.scopes.includes('deploy:promote')) return toolError(`${caller.display} may not promote releases.`);

  if (!params.requestState) {
    const session = await registry.login(registry.retagScope(service));
    const image = await registry.manifest(session, service, version);
    if (!image) return toolError(`${service}:${version} is not in the registry.`);
    const live = await deployer.current(service);

    const requestState = await signStateToken({
      sub: caller.id,
      tool: 'promote_release',
      service,
      version,
      digest: image.digest,
      // the retag in round 2 needs a registry session too, and logins are rate-limited
      registryToken: session.token, // expect: no-secrets-in-state
    });
    const question = `Promote ${service} ${live.version} → ${version} (${image.digest.slice(0, 19)}, ${Math.round(image.sizeBytes / 1e6)} MB) to production?`;
    return inputRequired({ approval: approvalQuestion(question) }, requestState);
  }

  let claims: StateClaims;
  try {
    claims = await readStateToken(params.requestState);
  } catch {
    return toolError('This approval has expired or is invalid. Ask again.');
  }
  if (claims.sub !== caller.id || claims.tool !== 'promote_release' || claims.service !== service || claims.version !== version) {
    return toolError('This approval was issued for a different request.');
  }

  const answer = params.inputResponses?.approval;
  if (answer?.action !== 'accept' || answer.content?.approve !== true) return toolText(`${service} ${version} was not promoted.`);

  const done = await deployer.promote({
    service,
    version,
    digest: String(claims.digest),
    registryToken: String(claims.registryToken),
    actor: caller.display,
  });
  return toolText(`Promoted ${service} to ${version} (revision ${done.revision}).`);
}
