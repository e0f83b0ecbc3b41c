/** Small client for the internal issue tracker; the service token stays on the server. */
export function createTracker({ baseUrl, serviceToken }) {
  async function call(method, path, body) {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${serviceToken}`, "content-type": "application/json" },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`tracker ${method} ${path}: ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  return {
    project: (id) => call("GET", `/projects/${encodeURIComponent(id)}`),
    archive: (id, { actor }) => call("POST", `/projects/${encodeURIComponent(id)}/archive`, { actor }),
    issues: (projectId, { label, pageToken }) =>
      call("GET", `/projects/${encodeURIComponent(projectId)}/issues?label=${encodeURIComponent(label)}${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ""}`),
    addLabel: (issueId, label, { actor }) => call("POST", `/issues/${encodeURIComponent(issueId)}/labels`, { label, actor }),
  };
}
