// Git host API client for branches and merge requests.
export class GitHost {
  #apiUrl;
  #token;

  constructor({ apiUrl, token }) {
    this.#apiUrl = apiUrl;
    this.#token = token;
  }

  async #call(method, path, body) {
    const res = await fetch(`${this.#apiUrl}${path}`, {
      method,
      headers: { 'private-token': this.#token, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`git host ${method} ${path}: ${res.status}`);
    return res.status === 204 ? null : res.json();
  }

  branch(repo, name) {
    return this.#call('GET', `/projects/${encodeURIComponent(repo)}/repository/branches/${encodeURIComponent(name)}`);
  }

  canPush(repo, userId) {
    return this.#call('GET', `/projects/${encodeURIComponent(repo)}/members/${encodeURIComponent(userId)}`).then(
      (m) => m.access_level >= 30,
    );
  }

  deleteBranch(repo, name) {
    return this.#call('DELETE', `/projects/${encodeURIComponent(repo)}/repository/branches/${encodeURIComponent(name)}`);
  }

  openMergeRequest(repo, { head, base, title, description }) {
    return this.#call('POST', `/projects/${encodeURIComponent(repo)}/merge_requests`, {
      source_branch: head,
      target_branch: base,
      title,
      description,
    });
  }
}
