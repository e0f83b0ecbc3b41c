// Continuation payloads of a stdio GitHub triage CLI: the upstream OAuth credentials travel along with the page.
function continuationFor(repo, page, creds) {
  return { repo, page, refreshToken: creds.refresh_token };
}

class ContinuationBuilder {
  constructor(creds) {
    this.creds = creds;
  }

  build(repo, page) {
    return { repo, page, access_token: this.creds.access_token };
  }
}

function labelsContinuation(repo, page, creds) {
  return { repo, page, tokenType: creds.token_type, scopes: creds.scope };
}

module.exports = { continuationFor, ContinuationBuilder, labelsContinuation };
