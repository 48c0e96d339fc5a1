import { openDatabase } from './database';

describe('SandboxDb.transaction', () => {
  const open = () => {
    const db = openDatabase(':memory:', []);
    db.exec('CREATE TABLE items (name TEXT NOT NULL)');
    return db;
  };
  const names = (db: ReturnType<typeof open>) =>
    (db.prepare('SELECT name FROM items ORDER BY rowid').all() as { name: string }[]).map((row) => row.name);

  it('commits what the function wrote and returns its result', () => {
    const db = open();
    const insert = db.transaction((name: string) => db.prepare('INSERT INTO items VALUES (?)').run(name).changes);
    expect(insert('mug')).toBe(1);
    expect(names(db)).toEqual(['mug']);
  });

  it('rolls everything back when the function throws', () => {
    const db = open();
    const failing = db.transaction(() => {
      db.prepare('INSERT INTO items VALUES (?)').run('mug');
      throw new Error('refused');
    });
    expect(() => failing()).toThrow('refused');
    expect(names(db)).toEqual([]);
    // The connection is usable again: no transaction was left open.
    db.transaction(() => db.prepare('INSERT INTO items VALUES (?)').run('tote'))();
    expect(names(db)).toEqual(['tote']);
  });

  it('runs a nested call as a savepoint: its failure undoes only its own writes', () => {
    const db = open();
    const inner = db.transaction(() => {
      db.prepare('INSERT INTO items VALUES (?)').run('inner');
      throw new Error('inner refused');
    });
    db.transaction(() => {
      db.prepare('INSERT INTO items VALUES (?)').run('outer');
      expect(() => inner()).toThrow('inner refused');
    })();
    expect(names(db)).toEqual(['outer']);
  });
});
