/**
 * Every word a visitor reads goes through i18next: a component never holds a French text of its own. This reads the
 * pages and components of the shell, the remotes and shared-ui with the TypeScript parser and lists any text written
 * in JSX (a text node, or a string given to a prop that is read out: aria-label, alt, title, placeholder, label).
 * The QA shells (`standalone/`), test helpers and tests are not pages a visitor sees.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.join(__dirname, '..');
const READ_OUT = new Set(['aria-label', 'alt', 'title', 'placeholder', 'label', 'aria-valuetext']);
/** A text has a letter; symbols alone (« × », « ▾ », « + ») and numbers are not words. */
const WORD = /\p{L}{2,}/u;

function components(): string[] {
  return execFileSync('git', ['ls-files', '*.tsx'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /^(host|mfe-[a-z]+|shared-ui)\/src\//.test(file))
    .filter((file) => !/\.test\.tsx$|\/(standalone|testing)\//.test(file))
    .filter((file) => fs.existsSync(path.join(ROOT, file)));
}

/** The letters drawn inside an SVG icon (« PDF », « CODE ») are a picture: the icon is hidden from screen readers. */
function inSvgText(node: ts.JsxText): boolean {
  const parent = node.parent;
  return ts.isJsxElement(parent) && parent.openingElement.tagName.getText() === 'text';
}

function writtenTexts(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text.replace(/&\w+;/g, ' ')) && !inSvgText(node))
      found.push(`${where(node)} ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && READ_OUT.has(node.name.getText()) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isStringLiteral(value)
        ? value
        : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : null;
      if (literal && WORD.test(literal.text)) found.push(`${where(node)} ${node.name.getText()}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('texts through i18next', () => {
  const files = components();

  it('reads the pages and components of every package', () => {
    for (const part of ['host/src/', 'mfe-auth/', 'mfe-account/', 'mfe-shop/', 'mfe-game/', 'shared-ui/src/'])
      expect(files.some((file) => file.startsWith(part))).toBe(true);
  });

  it('finds no text written in a component', () => {
    expect(files.flatMap(writtenTexts)).toEqual([]);
  });

  it('would see one', () => {
    const probe = path.join(ROOT, 'host/src/.texts-probe.tsx');
    fs.writeFileSync(probe, 'export const P = () => <p aria-label="Fermer">Bonjour</p>;\n');
    try {
      expect(writtenTexts('host/src/.texts-probe.tsx')).toHaveLength(2);
    } finally {
      fs.rmSync(probe);
    }
  });
});
