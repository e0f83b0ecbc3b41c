// Helpers to build the progress object of the scale_deployment conversation.
//
// The second round calls the Kubernetes API again on behalf of the same caller,
// so we keep what we need to do that.

export function callerOf(ctx) {
  const info = ctx.http?.authInfo;
  if (!info?.extra?.userId) throw new Error('scale_deployment needs an authenticated caller');
  return { user: info.extra.userId, groups: info.extra.groups ?? [] };
}

export function buildResumeState(ctx, { namespace, deployment, currentReplicas, requestedReplicas }) {
  const info = ctx.http.authInfo;
  return {
    namespace,
    deployment,
    currentReplicas,
    requestedReplicas,
    impersonate: info.extra.userId,
    bearer: info.token,
    startedAt: new Date().toISOString(),
  };
}

export function describeChange({ deployment, namespace, currentReplicas, requestedReplicas }) {
  const verb = requestedReplicas > currentReplicas ? 'Scale up' : 'Scale down';
  return `${verb} ${namespace}/${deployment} from ${currentReplicas} to ${requestedReplicas} replicas?`;
}
