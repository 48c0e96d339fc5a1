/**
 * The French sentences written in the sources, read with the TypeScript parser: what the session server and the
 * provider sandbox answer in their own words (outside i18next), and the literals the resources are made of.
 * `site-typography.test.ts` holds them to French typography. A template's values read as `{{value}}`, as i18next's.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './text-readers';

export interface WrittenText {
  /** `file:line`. */
  where: string;
  text: string;
}

/** The packages whose code writes what a visitor reads: the site, its server and the provider's stand-in. */
const PACKAGES = /^(host|mfe-[a-z]+|shared-ui|shared-kit|session-server|provider-sandbox)\/src\//;
/** Tests, test helpers and the QA shells are read by the team, not by visitors. */
const NOT_SHOWN = /\.test\.tsx?$|\/(standalone|testing|test-support)\//;

/**
 * A French sentence: two words or more, with a French letter, an elision (« n'a », « d’achat ») or one of the
 * commonest French words. Identifiers, paths, CSS and the logs' English have none of them.
 */
const FRENCH =
  /[àâçéèêëîïôûùœ’]|(?<!\p{L})(?:[cdjlmnst]|qu)'\p{L}|(?<!\p{L})(?:vous|votre|vos|nous|est|un|une|les|des|du|au|aux|en|sur|ce|ces|il|ne|pas|merci|cette|le|la|de|et|pour|dans|bonjour)(?!\p{L})/iu;
const isFrench = (text: string) => /\S\s+\S/.test(text) && FRENCH.test(text);

export function sourceTexts(): string[] {
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => PACKAGES.test(file) && !NOT_SHOWN.test(file))
    .filter((file) => fs.existsSync(path.join(ROOT, file)));
}

export function frenchLiterals(file: string, content = fs.readFileSync(path.join(ROOT, file), 'utf8')): WrittenText[] {
  const source = ts.createSourceFile(file, content, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: WrittenText[] = [];
  const add = (node: ts.Node, text: string) => {
    if (isFrench(text))
      found.push({ where: `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`, text });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    if (ts.isTemplateExpression(node)) {
      add(node, node.head.text + node.templateSpans.map((span) => `{{value}}${span.literal.text}`).join(''));
      for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
