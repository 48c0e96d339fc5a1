import fs from 'node:fs';
import path from 'node:path';

/**
 * CLS ≤ 0.05: every <img> of the front end carries width and height, so the browser keeps
 * its box before the picture arrives and nothing below it moves.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const FRONT_ENDS = ['host', 'shared-ui', 'mfe-auth', 'mfe-account', 'mfe-shop', 'mfe-game'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** Each JSX `<img …>` element with where it starts: up to its closing `>` (attributes may hold `=>`). */
export function imageTags(source: string): Array<{ line: number; tag: string }> {
  const found: Array<{ line: number; tag: string }> = [];
  const opening = /<img\b/g;
  for (let match = opening.exec(source); match; match = opening.exec(source)) {
    let depth = 0;
    let end = match.index;
    for (; end < source.length; end += 1) {
      const char = source[end];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (char === '>' && depth === 0) break;
    }
    found.push({ line: source.slice(0, match.index).split('\n').length, tag: source.slice(match.index, end + 1) });
  }
  return found;
}

describe('images carry their dimensions (no layout shift)', () => {
  it('reads tags whose attributes hold braces and arrows', () => {
    const tags = imageTags('<p/>\n<img src={a ? `${b}` : c} onLoad={() => x > 1} width={2} />\n<img alt="" />');
    expect(tags).toEqual([
      { line: 2, tag: '<img src={a ? `${b}` : c} onLoad={() => x > 1} width={2} />' },
      { line: 3, tag: '<img alt="" />' },
    ]);
  });

  it('every <img> of the front ends sets width and height', () => {
    const images = FRONT_ENDS.flatMap((app) => sources(path.join(ROOT, app, 'src'))).flatMap((file) =>
      imageTags(fs.readFileSync(file, 'utf8')).map((tag) => ({ file, ...tag })),
    );
    // The scan itself works: the site shows product, goody and receipt pictures.
    expect(images.length).toBeGreaterThan(3);
    const missing = images
      .filter(({ tag }) => !/\swidth=/.test(tag) || !/\sheight=/.test(tag))
      .map(({ file, line }) => `${path.relative(ROOT, file)}:${line}`);
    expect(missing).toEqual([]);
  });
});
