function jiraClient(site, { email, pat }) {
  const base = `https://${site}/rest/api/3/`, authorization = `Basic ${Buffer.from(`${email}:${pat}`).toString("base64")}`, call = async (method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: { authorization, accept: "application/json", "content-type": "application/json" },
      body: body && JSON.stringify(body)
    });
    if (!res.ok) throw new Error(`jira ${method} ${path}: ${res.status}`);
    return res.json();
  };
  return {
    projects: () => call("GET", "project/search?maxResults=50&orderBy=name").then((r) => r.values.map(({ key, name }) => ({ key, name }))),
    createIssue: (projectKey, summary, description) => call("POST", "issue", {
      fields: {
        project: { key: projectKey },
        issuetype: { name: "Bug" },
        summary,
        description: { type: "doc", version: 1, content: [{ type: "paragraph", content: [{ type: "text", text: description }] }] }
      }
    }),
    browseUrl: (key) => `https://${site}/browse/${key}`
  };
}
export {
  jiraClient
};
