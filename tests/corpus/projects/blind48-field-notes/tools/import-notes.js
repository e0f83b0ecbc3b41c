'use strict';

var fs = require('fs');
var path = require('path');
var util = require('util');
var store = require('../lib/notes-store');
var state = require('../lib/state');

var readdir = util.promisify(fs.readdir);
var readFile = util.promisify(fs.readFile);

var TOOL = 'import_notes';
var PAGE = 200;

exports.definition = {
  name: TOOL,
  description: 'Import a folder of Markdown files into one of the notebooks (200 files per call).',
  inputSchema: {
    type: 'object',
    properties: {
      folder: { type: 'string', description: 'Absolute path of a folder with .md files' },
      pageToken: { type: 'string', description: 'nextPageToken from the previous import_notes result' }
    },
    required: ['folder']
  }
};

function listMarkdown(folder, offset) {
  return readdir(folder).then(function (names) {
    var md = names.filter(function (n) { return /\.md$/i.test(n); }).sort();
    var page = md.slice(offset, offset + PAGE);
    return {
      files: page,
      total: md.length,
      // a plain offset into a folder the user picked; it grants nothing, so it is fine as a tool argument
      nextPageToken: offset + PAGE < md.length ? String(offset + PAGE) : null
    };
  });
}

/**
 * @param {object} params  tools/call params
 * @param {object} extra   SDK request extra (for progress notifications)
 */
exports.run = function (params, extra) {
  var userId = state.whoami();
  var binding = { userId: userId, tool: TOOL };

  if (!params.requestState) {
    var args = params.arguments || {};
    var folder = path.resolve(String(args.folder || ''));
    var start = parseInt(args.pageToken, 10) || 0;
    return Promise.all([listMarkdown(folder, start), store.list()]).then(function (both) {
      var listing = both[0];
      var notebooks = both[1];
      if (!listing.total) return { isError: true, content: [{ type: 'text', text: 'No .md files in ' + folder }] };
      return {
        resultType: 'input_required',
        inputRequests: {
          target: {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: 'Import ' + listing.files.length + ' of ' + listing.total + ' Markdown files from ' + folder + ' into which notebook?',
              requestedSchema: {
                type: 'object',
                properties: { notebook: { type: 'string', enum: notebooks } },
                required: ['notebook']
              }
            }
          }
        },
        requestState: state.seal({ folder: folder, total: listing.total, pageToken: String(start) }, binding)
      };
    });
  }

  var opened = state.open(params.requestState, binding);
  if (!opened.ok) {
    return Promise.resolve({ isError: true, content: [{ type: 'text', text: 'Import expired (' + opened.reason + '); start again.' }] });
  }
  var answer = params.inputResponses && params.inputResponses.target;
  if (!answer || answer.action !== 'accept') return Promise.resolve({ content: [{ type: 'text', text: 'Import cancelled.' }] });

  var job = opened.state;
  var offset = parseInt(job.pageToken, 10) || 0;
  var progressToken = params._meta && params._meta.progressToken;

  return listMarkdown(job.folder, offset).then(function (listing) {
    var notes = [];
    var chain = listing.files.reduce(function (prev, name) {
      return prev.then(function () {
        return readFile(path.join(job.folder, name), 'utf8');
      }).then(function (text) {
        notes.push({ title: name.replace(/\.md$/i, ''), body: text, importedFrom: job.folder });
        if (progressToken !== undefined && notes.length % 20 === 0) {
          extra.sendNotification({
            method: 'notifications/progress',
            params: { progressToken: progressToken, progress: offset + notes.length, total: job.total }
          });
        }
      });
    }, Promise.resolve());

    return chain.then(function () {
      return store.append(answer.content.notebook, notes);
    }).then(function () {
      return {
        content: [{
          type: 'text',
          text: 'Imported ' + notes.length + ' notes into ' + answer.content.notebook + '.' +
            (listing.nextPageToken ? ' More files remain: call import_notes again with pageToken ' + listing.nextPageToken + '.' : '')
        }],
        structuredContent: { imported: notes.length, nextPageToken: listing.nextPageToken }
      };
    });
  });
};
