// src/jira.js — minimal Jira Cloud REST client used to link service desk tickets to engineering issues
import config from './config.js';

function authHeader() {
  return 'Basic ' + Buffer.from(config.jiraUser + ':' + config.jiraApiToken).toString('base64');
}

function call(method, path, body) {
  return fetch(config.jiraBaseUrl.replace(/\/$/, '') + path, {
    method: method,
    headers: {
      authorization: authHeader(),
      accept: 'application/json',
      'content-type': 'application/json'
    },
    body: body ? JSON.stringify(body) : undefined
  }).then(function (res) {
    if (!res.ok) {
      return res.text().then(function (t) {
        throw new Error('Jira ' + method + ' ' + path + ' failed: ' + res.status + ' ' + t.slice(0, 200));
      });
    }
    return res.status === 204 ? null : res.json();
  });
}

export var jira = {
  projects: function () {
    return call('GET', '/rest/api/3/project/search?maxResults=50&orderBy=name').then(function (r) {
      return r.values.map(function (p) { return { key: p.key, name: p.name }; });
    });
  },
  createIssue: function (projectKey, summary, description, reporterEmail) {
    return call('POST', '/rest/api/3/issue', {
      fields: {
        project: { key: projectKey },
        issuetype: { name: 'Bug' },
        summary: summary,
        description: { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text: description }] }] },
        labels: ['from-servicedesk'],
        customfield_reporter_email: reporterEmail
      }
    });
  }
};
