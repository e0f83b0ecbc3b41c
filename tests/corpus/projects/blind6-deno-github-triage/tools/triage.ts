import { pack, unpack } from "../lib/state.ts";

export interface CallInput {
  login: string;
  githubToken: string;
  args: Record<string, any>;
  inputResponses?: Record<string, { action: string; content?: Record<string, any> }>;
  requestState?: string;
}

const gh = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`https://api.github.com${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, accept: "application/vnd.github+json", "user-agent": "triage-mcp" },
  });

const ask = (message: string, properties: Record<string, unknown>) => ({
  method: "elicitation/create",
  params: { mode: "form", message, requestedSchema: { type: "object", properties } },
});

export async function labelIssue(c: CallInput) {
  const { repo, issue } = c.args as { repo: string; issue: number };
  if (!c.requestState) {
    const res = await gh(c.githubToken, `/repos/${repo}/labels`);
    const names = ((await res.json()) as { name: string }[]).map((l) => l.name);
    return {
      resultType: "input_required",
      inputRequests: { label: ask(`Label for #${issue}?`, { label: { type: "string", enum: names } }) },
      requestState: await pack({ login: c.login, tool: "label_issue", repo, issues: [issue] }),
    };
  }
  const st = await unpack(c.requestState); // expect: require-state-binding
  if (!st || st.login !== c.login || st.tool !== "label_issue") {
    return { isError: true, content: [{ type: "text", text: "stale or foreign state" }] };
  }
  const label = c.inputResponses?.label?.content?.label;
  await gh(c.githubToken, `/repos/${st.repo}/issues/${st.issues?.[0]}/labels`, {
    method: "POST",
    body: JSON.stringify({ labels: [label] }),
  });
  return { content: [{ type: "text", text: `labelled #${st.issues?.[0]} as ${label}` }] };
}

export async function closeStale(c: CallInput) {
  const { repo, olderThanDays } = c.args as { repo: string; olderThanDays: number };
  if (!c.requestState) {
    const since = new Date(Date.now() - olderThanDays * 86_400_000).toISOString();
    const res = await gh(c.githubToken, `/repos/${repo}/issues?state=open&per_page=50&sort=updated&direction=asc`);
    const stale = ((await res.json()) as { number: number; updated_at: string }[])
      .filter((i) => i.updated_at < since)
      .map((i) => i.number);
    return {
      resultType: "input_required",
      inputRequests: { go: ask(`Close ${stale.length} issues in ${repo}?`, { go: { type: "boolean" } }) },
      requestState: await pack({
        login: c.login,
        tool: "close_stale",
        repo,
        issues: stale,
        pat: c.githubToken, // expect: no-secrets-in-state
      }),
    };
  }
  const st = await unpack(c.requestState); // expect: require-state-binding
  if (!st || st.login !== c.login || st.tool !== "close_stale" || st.repo !== repo) {
    return { isError: true, content: [{ type: "text", text: "stale or foreign state" }] };
  }
  if (c.inputResponses?.go?.content?.go !== true) return { content: [{ type: "text", text: "nothing closed" }] };
  for (const n of st.issues ?? []) {
    await gh(st.pat ?? c.githubToken, `/repos/${st.repo}/issues/${n}`, { method: "PATCH", body: JSON.stringify({ state: "closed" }) });
  }
  return { content: [{ type: "text", text: `closed ${st.issues?.length ?? 0} issues` }] };
}
