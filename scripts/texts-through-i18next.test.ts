/**
 * Every word of a page goes through i18next: a component never holds a French text of its own. This reads the
 * pages and components of the shell, the remotes and shared-ui with the TypeScript parser and lists any text written
 * in JSX (a text node, or a string given to a prop that is read out: aria-label, alt, title, placeholder, label).
 * It also holds the page to the language of the moment: a component that reads texts (through any module, package or
 * re-export: scripts/texts/text-readers.ts) renders again when it changes (`useSiteLanguage()`), and no module reads a
 * text into a value built when it loads (the first language would stay in it).
 * The QA shells (`standalone/`), test helpers and tests are not pages a visitor sees.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  callsLanguageHook,
  components as componentsOf,
  moduleLevelReads,
  readsTexts,
  sourceFiles,
  TextGraph,
} from './texts/text-readers';

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

describe('the page in the language of the moment', () => {
  const files = sourceFiles();
  const graph = new TextGraph(files);
  const pagesOnly = (file: string) => !/\/(standalone|testing)\//.test(file);

  it('every component that reads texts renders again when the language changes', () => {
    const missing = files.filter(pagesOnly).flatMap((file) => {
      const info = graph.module(file);
      if (!info || !file.endsWith('.tsx')) return [];
      const names = graph.textNames(info);
      return componentsOf(info.source)
        .filter((component) => readsTexts(component, names) && !callsLanguageHook(component))
        .map((component) => `${file}:${component.line} ${component.name}`);
    });
    expect(missing).toEqual([]);
  });

  it('no module reads a text when it loads', () => {
    const reads = files.filter(pagesOnly).flatMap((file) => {
      const info = graph.module(file);
      return info ? moduleLevelReads(info, graph.textNames(info)) : [];
    });
    expect(reads).toEqual([]);
  });

  it('would see both, through a module that reads texts and a package entry', () => {
    const probe = 'host/src/.language-probe.tsx';
    fs.writeFileSync(
      path.join(ROOT, probe),
      [
        "import { starsLabel } from 'shared-ui';",
        "import { HOST_FR } from './messages/fr';",
        'const LINKS = [{ label: HOST_FR.nav.game }];',
        'export const Stars = ({ count }: { count: number }) => <p>{starsLabel(count)}</p>;',
        'export function Nav() {',
        '  return <a>{LINKS[0]?.label}</a>;',
        '}',
        '',
      ].join('\n'),
    );
    try {
      const probed = new TextGraph([...files, probe]);
      const info = probed.module(probe);
      if (!info) throw new Error('probe not read');
      const names = probed.textNames(info);
      expect(
        componentsOf(info.source)
          .filter((component) => readsTexts(component, names))
          .map((c) => c.name),
      ).toEqual(['Stars', 'Nav']);
      expect(moduleLevelReads(info, names)).toEqual([`${probe}:3 HOST_FR.nav.game`]);
    } finally {
      fs.rmSync(path.join(ROOT, probe));
    }
  });
});
