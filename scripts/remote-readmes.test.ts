/** The four remotes' READMEs follow one template (docs/remote-readme.md): the same sections, in the same order. */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const SECTIONS = [
  'Exposed pages and their routes',
  'Layout of the code',
  'Data and bus events',
  'Invariants',
  'Tests',
  'Run it alone',
  'Server build',
];

describe.each(['mfe-auth', 'mfe-account', 'mfe-shop', 'mfe-game'])('%s/README.md', (remote) => {
  const text = fs.readFileSync(path.join(ROOT, remote, 'README.md'), 'utf8');
  const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);

  it('starts with its name and what it does', () => {
    expect(text.split('\n')[0]).toMatch(new RegExp(`^# ${remote} — \\S`));
  });

  it('has the template sections first, in order', () => {
    expect(headings.slice(0, SECTIONS.length)).toEqual(SECTIONS);
  });
});
