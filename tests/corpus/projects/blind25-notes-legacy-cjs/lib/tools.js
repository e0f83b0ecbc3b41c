'use strict';

var rpc = require('./rpc');
var LegacyState = require('./legacyState');
var DraftCodec = require('./drafts');
var exportNotes = require('./exporter');

/*
 * Tool table + handlers. Call Tools.init(deps) once at boot.
 * Handlers are node-style: handler(call, cb(err, toolResult)).
 */
var Tools = (function () {
  var deps = null;
  var drafts = new DraftCodec();

  var definitions = [
    {
      name: 'share_note',
      description: 'Share one of your notes with a colleague by e-mail.',
      inputSchema: { type: 'object', properties: { noteId: { type: 'string' } }, required: ['noteId'] }
    },
    {
      name: 'export_notes',
      description: 'Export a folder of notes as a password protected zip.',
      inputSchema: { type: 'object', properties: { folder: { type: 'string' } }, required: ['folder'] }
    },
    {
      name: 'draft_note',
      description: 'Write a new note through a short form.',
      inputSchema: { type: 'object', properties: {} }
    }
  ];

  function fromPromise(promise, cb) {
    promise.then(function (v) { cb(null, v); }, function (e) { cb(e); });
  }

  // --- share_note -----------------------------------------------------------

  function shareNote(call, cb) {
    var rs = call.requestState;
    if (!rs) {
      deps.notes.get(call.userId, call.args.noteId, function (err, note) {
        if (err) return cb(err);
        if (!note) return cb(null, rpc.toolError('No such note.'));
        fromPromise(deps.tokens.issue(call.userId, 'share_note', { noteId: note.id }).then(function (token) {
          return rpc.ask({
            recipient: rpc.form('Share "' + note.title + '" with whom?', { email: { type: 'string', format: 'email' } })
          }, token);
        }), cb);
      });
      return;
    }

    var noteId;
    if (LegacyState.isLegacy(rs)) {
      var legacy = LegacyState.open(rs, deps.config.legacySecret, call.userId, 'share_note');
      if (!legacy) return cb(null, rpc.toolError('Invalid or expired request state'));
      noteId = legacy.noteId;
    } else {
      noteId = deps.tokens.peek(rs).noteId; // expect: require-sealed-state
    }

    var answer = rpc.accepted(call.inputResponses, 'recipient');
    if (!answer || !answer.email) return cb(null, rpc.text('Not shared.'));
    deps.notes.share(noteId, String(answer.email), function (err, note) {
      if (err) return cb(err);
      cb(null, rpc.text('Shared "' + note.title + '" with ' + answer.email + '.'));
    });
  }

  // --- export_notes ---------------------------------------------------------
  // round 1: ask for the archive password; round 2: confirm the note count; round 3: write the zip.

  function exportFolder(call, cb) {
    var rs = call.requestState;
    var folder = String(call.args.folder || 'Inbox');

    if (!rs) {
      fromPromise(deps.tokens.issue(call.userId, 'export_notes', { folder: folder, step: 'password' }).then(function (token) {
        return rpc.ask({
          password: rpc.form('Choose a password for the export archive', {
            password: { type: 'string', minLength: 10, title: 'Archive password' }
          })
        }, token);
      }), cb);
      return;
    }

    fromPromise(deps.tokens.check(rs, call.userId, 'export_notes'), function (err, claims) {
      if (err) return cb(null, rpc.toolError('Invalid or expired request state'));
      if (claims.folder !== folder) return cb(null, rpc.toolError('Request state does not match this export'));

      if (claims.step === 'password') {
        var pw = rpc.accepted(call.inputResponses, 'password');
        if (!pw || !pw.password) return cb(null, rpc.text('Export cancelled.'));
        deps.notes.all(call.userId, function (e, notes) {
          if (e) return cb(e);
          var count = notes.filter(function (n) { return (n.folder || 'Inbox') === folder; }).length;
          fromPromise(deps.tokens.issue(call.userId, 'export_notes', {
            folder: folder,
            step: 'confirm',
            archivePassword: pw.password // expect: no-secrets-in-state
          }).then(function (token) {
            return rpc.ask({
              confirm: rpc.form('Export ' + count + ' notes from "' + folder + '"?', { go: { type: 'boolean' } })
            }, token);
          }), cb);
        });
        return;
      }

      var ok = rpc.accepted(call.inputResponses, 'confirm');
      if (!ok || ok.go !== true) return cb(null, rpc.text('Export cancelled.'));
      deps.notes.all(call.userId, function (e, notes) {
        if (e) return cb(e);
        var picked = notes.filter(function (n) { return (n.folder || 'Inbox') === folder; });
        exportNotes(deps.config.exportDir, call.userId, picked, claims.archivePassword, function (e2, file) {
          if (e2) return cb(e2);
          cb(null, rpc.text('Exported ' + picked.length + ' notes to ' + file + '.'));
        });
      });
    });
  }

  // --- draft_note -----------------------------------------------------------

  function draftNote(call, cb) {
    var rs = call.requestState;

    if (!rs) {
      fromPromise(drafts.pack({ owner: call.userId }).then(function (token) {
        return rpc.ask({
          content: rpc.form('New note', { title: { type: 'string' }, body: { type: 'string' } })
        }, token); // expect: require-sealed-state
      }), cb);
      return;
    }

    if (!DraftCodec.isDraftToken(rs)) return cb(null, rpc.toolError('Unexpected request state'));

    fromPromise(drafts.unpack(rs), function (err, draft) { // expect: require-sealed-state
      if (err) return cb(null, rpc.toolError('Invalid request state'));

      if (!draft.title) {
        var c = rpc.accepted(call.inputResponses, 'content');
        if (!c) return cb(null, rpc.text('Draft discarded.'));
        deps.notes.folders(call.userId, function (e, folders) {
          if (e) return cb(e);
          var next = { owner: draft.owner, title: String(c.title || 'Untitled'), body: String(c.body || '') };
          fromPromise(drafts.pack(next).then(function (token) {
            return rpc.ask({ folder: rpc.form('File it where?', { folder: { type: 'string', enum: folders } }) }, token); // expect: require-sealed-state
          }), cb);
        });
        return;
      }

      var f = rpc.accepted(call.inputResponses, 'folder');
      deps.notes.create(draft.owner, f ? String(f.folder) : 'Inbox', draft.title, draft.body, function (e, note) {
        if (e) return cb(e);
        cb(null, rpc.text('Saved note ' + note.id + '.'));
      });
    });
  }

  var handlers = { share_note: shareNote, export_notes: exportFolder, draft_note: draftNote };

  return {
    init: function (d) { deps = d; },
    list: function () { return definitions; },
    call: function (name, call, cb) {
      var h = handlers[name];
      if (!h) return cb(null, rpc.toolError('Unknown tool: ' + name));
      try {
        h(call, cb);
      } catch (e) {
        cb(e);
      }
    }
  };
})();

module.exports = Tools;
