/**
 * The repository speaks for itself: code, tests and READMEs cite the product rules of `docs/rules.md` by their ids,
 * and only ids that exist there; nothing points at a section number of another document or at a tracker's issue.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const RULES = fs.readFileSync(path.join(ROOT, 'docs/rules.md'), 'utf8');
const PREFIXES =
  'SITE|ROUTE|LAYOUT|PAGE-ERROR|ROLE|GUARD|AUTH|SESSION|I18N|KIT|RECEIPT|GAME-[A-Z]+|SHOP-[A-Z]+|STARS|USER-INFO|FORM-MASK|NOTIF|TIMELINE|TOAST|TRACK|DEPLOY|ENV|REPORT';
const CITED = new RegExp(`\\b(?:${PREFIXES})-\\d+\\b`, 'g');

function trackedTexts(): Array<{ file: string; text: string }> {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|js|md|conf|html|sh|yaml|yml)$|Dockerfile$/.test(file))
    .filter((file) => file !== 'docs/rules.md' && file !== 'scripts/rule-ids.test.ts');
  return files
    .filter((file) => fs.existsSync(path.join(ROOT, file)))
    .map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') }));
}

const defined = new Set([...RULES.matchAll(/\*\*([A-Z0-9-]+-\d+)\*\*/g)].map((match) => match[1]));

describe('docs/rules.md and what cites it', () => {
  const texts = trackedTexts();

  it('defines each id once', () => {
    const ids = [...RULES.matchAll(/\*\*([A-Z0-9-]+-\d+)\*\*/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(60);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has every cited id', () => {
    const unknown = texts.flatMap(({ file, text }) =>
      [...text.matchAll(CITED)]
        .map((match) => match[0])
        .filter((id) => !defined.has(id))
        .map((id) => `${file}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('is what the code cites: no section numbers of another document, no issue numbers', () => {
    const stale = texts.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => /§\s?\d|\b[Ii]ssues? #?\d+\b/.test(line))
        .map(({ index }) => `${file}:${index + 1}`),
    );
    expect(stale).toEqual([]);
  });
});
