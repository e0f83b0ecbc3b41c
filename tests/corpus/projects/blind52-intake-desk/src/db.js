import Database from 'better-sqlite3';

export const db = new Database(process.env.INTAKE_DB_PATH ?? 'data/intake.sqlite');
db.pragma('journal_mode = WAL');
db.pragma('foreign_keys = ON');

db.exec(`
  CREATE TABLE IF NOT EXISTS intakes (
    id           TEXT PRIMARY KEY,
    patient_ref  TEXT NOT NULL,
    filed_by     TEXT NOT NULL,
    answers      TEXT NOT NULL,
    filed_at     INTEGER NOT NULL,
    discarded_at INTEGER,
    discarded_by TEXT,
    discard_reason TEXT
  );
  CREATE TABLE IF NOT EXISTS upload_slots (
    handle      TEXT PRIMARY KEY,
    upload_id   TEXT NOT NULL UNIQUE,
    user_id     TEXT NOT NULL,
    tool        TEXT NOT NULL,
    intake_id   TEXT NOT NULL REFERENCES intakes(id),
    kind        TEXT NOT NULL,
    file_name   TEXT NOT NULL,
    sha256      TEXT NOT NULL,
    expires_at  INTEGER NOT NULL,
    stored_path TEXT,
    received_at INTEGER,
    attached_at INTEGER
  );
`);

const insertIntake = db.prepare(
  'INSERT INTO intakes (id, patient_ref, filed_by, answers, filed_at) VALUES (?, ?, ?, ?, ?)',
);
const selectIntake = db.prepare('SELECT * FROM intakes WHERE id = ? AND discarded_at IS NULL');
const markDiscarded = db.prepare(
  'UPDATE intakes SET discarded_at = ?, discarded_by = ?, discard_reason = ?, answers = ? WHERE id = ? AND discarded_at IS NULL',
);

export function fileIntake({ id, patientRef, filedBy, answers }) {
  insertIntake.run(id, patientRef, filedBy, JSON.stringify(answers), Date.now());
  return id;
}

export const getIntake = (id) => selectIntake.get(id);

export function discardIntake(id, { by, reason }) {
  return markDiscarded.run(Date.now(), by, reason ?? null, '{}', id).changes === 1;
}
