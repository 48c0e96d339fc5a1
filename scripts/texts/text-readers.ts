/**
 * Which code reads the site's texts, read from the sources with the TypeScript parser (no type-check: fast enough for a
 * unit test). A module reads texts when it registers or reads i18next (`packageTexts`, `siteI18n`) or imports a name
 * defined by a module that does, package boundaries and re-exports followed. `scripts/texts-through-i18next.test.ts`
 * uses it to hold two rules of « Texts and i18next » (root README): a component that reads texts renders again when
 * the language changes (it calls `useSiteLanguage()`), and no module captures a text when it loads.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.join(__dirname, '..', '..');

/** The calls that read i18next: where texts come from. */
const TEXT_CALLS = new Set(['packageTexts', 'siteI18n']);
/** The hook a component calls to render again in another language. */
export const LANGUAGE_HOOK = 'useSiteLanguage';
const PACKAGES = ['shared-kit', 'shared-ui'];

interface ModuleInfo {
  file: string;
  source: ts.SourceFile;
  /** Local name → where it comes from (a module and the name it has there). */
  imports: Map<string, { module: string; name: string }>;
  /** Exported name → where it is defined (this module or, re-exported, another). */
  exports: Map<string, { module: string; name: string }>;
  starExports: string[];
  callsText: boolean;
}

function exportMap(pkg: string): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8')) as {
    exports?: Record<string, string>;
  };
  return manifest.exports ?? {};
}

const PACKAGE_ENTRIES = new Map<string, string>(
  PACKAGES.flatMap((pkg) =>
    Object.entries(exportMap(pkg))
      .filter(([, target]) => /\.tsx?$/.test(target))
      .map(([subpath, target]) => [path.posix.join(pkg, subpath), path.posix.join(pkg, target)]),
  ),
);

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const base = path.posix.join(path.posix.dirname(from), specifier);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
      if (/\.tsx?$/.test(candidate) && fs.existsSync(path.join(ROOT, candidate))) return candidate;
    return null;
  }
  return PACKAGE_ENTRIES.get(specifier) ?? null;
}

/** The sources of the site's packages (tests, QA shells and test helpers are no pages). */
export function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /^(host|mfe-[a-z]+|shared-ui|shared-kit)\/src\//.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .filter((file) => fs.existsSync(path.join(ROOT, file)));
}

function read(file: string): ModuleInfo {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const info: ModuleInfo = {
    file,
    source,
    imports: new Map(),
    exports: new Map(),
    starExports: [],
    callsText: false,
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const target = resolve(file, statement.moduleSpecifier.text);
      if (!clause || clause.isTypeOnly || !target) continue;
      if (clause.name) info.imports.set(clause.name.text, { module: target, name: 'default' });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (!element.isTypeOnly)
            info.imports.set(element.name.text, { module: target, name: (element.propertyName ?? element.name).text });
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const target =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? resolve(file, statement.moduleSpecifier.text)
          : file;
      if (!target) continue;
      if (!statement.exportClause) info.starExports.push(target);
      else if (ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements) {
          const local = (element.propertyName ?? element.name).text;
          const imported = target === file ? info.imports.get(local) : undefined;
          info.exports.set(element.name.text, imported ?? { module: target, name: local });
        }
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isVariableStatement(statement) || ts.isClassDeclaration(statement)) &&
      statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      const names = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.flatMap((declaration) =>
            ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
          )
        : statement.name
          ? [statement.name.text]
          : [];
      for (const name of names) info.exports.set(name, { module: file, name });
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && TEXT_CALLS.has(node.expression.text))
      info.callsText = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return info;
}

export class TextGraph {
  private readonly modules = new Map<string, ModuleInfo>();
  private readonly readers = new Set<string>();

  constructor(files: readonly string[]) {
    for (const file of files) this.modules.set(file, read(file));
    // A module reads texts if it reads i18next or imports what a module that reads texts defines: to a fixpoint.
    for (const info of this.modules.values()) if (info.callsText) this.readers.add(info.file);
    let grew = true;
    while (grew) {
      grew = false;
      for (const info of this.modules.values()) {
        if (this.readers.has(info.file)) continue;
        if ([...info.imports.values()].some((from) => this.definedInReader(from.module, from.name))) {
          this.readers.add(info.file);
          grew = true;
        }
      }
    }
  }

  module(file: string): ModuleInfo | undefined {
    return this.modules.get(file);
  }

  /** Where an exported name is defined, re-exports followed. */
  private definingModule(module: string, name: string, seen = new Set<string>()): string | null {
    if (seen.has(module)) return null;
    seen.add(module);
    const info = this.modules.get(module);
    if (!info) return null;
    const found = info.exports.get(name);
    if (found) return found.module === module ? module : this.definingModule(found.module, found.name, seen);
    for (const star of info.starExports) {
      const defined = this.definingModule(star, name, seen);
      if (defined) return defined;
    }
    return null;
  }

  definedInReader(module: string, name: string): boolean {
    const defined = this.definingModule(module, name);
    return defined !== null && this.readers.has(defined);
  }

  /** The names a module can read texts through: imports from readers, and its own top-level names that use them. */
  textNames(info: ModuleInfo): Set<string> {
    const names = new Set(
      [...info.imports].filter(([, from]) => this.definedInReader(from.module, from.name)).map(([local]) => local),
    );
    if (info.callsText) for (const call of TEXT_CALLS) names.add(call);
    const declarations = topLevelDeclarations(info.source);
    let grew = true;
    while (grew) {
      grew = false;
      for (const [name, node] of declarations)
        if (!names.has(name) && !isComponentName(name) && referencesAny(node, names)) {
          names.add(name);
          grew = true;
        }
    }
    return names;
  }
}

function topLevelDeclarations(source: ts.SourceFile): Map<string, ts.Node> {
  const declarations = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) declarations.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          declarations.set(declaration.name.text, declaration.initializer);
  }
  return declarations;
}

export const isComponentName = (name: string) => /^[A-Z][a-z]/.test(name) || /^[A-Z][A-Z0-9]*[a-z]/.test(name);

/** A value reference to one of `names` (not a type, not a JSX tag: a child component answers for itself). */
function referencesAny(node: ts.Node, names: ReadonlySet<string>): boolean {
  let found = false;
  const visit = (child: ts.Node) => {
    if (found || ts.isTypeNode(child)) return;
    if (ts.isJsxOpeningElement(child) || ts.isJsxSelfClosingElement(child)) {
      child.attributes.forEachChild(visit);
      return;
    }
    if (ts.isIdentifier(child) && names.has(child.text) && !isPropertyName(child)) {
      found = true;
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isPropertyDeclaration(parent) && parent.name === node) ||
    (ts.isMethodDeclaration(parent) && parent.name === node)
  );
}

export interface Component {
  name: string;
  /** The function whose body renders. */
  fn: ts.FunctionLikeDeclaration;
  line: number;
}

/** The components of a module: functions named in PascalCase, wrapped or not (observer, memo, forwardRef). */
export function components(source: ts.SourceFile): Component[] {
  const found: Component[] = [];
  const add = (name: string, fn: ts.Node | undefined) => {
    let inner = fn;
    while (inner && ts.isCallExpression(inner)) inner = inner.arguments.find((argument) => ts.isFunctionLike(argument));
    if (inner && (ts.isFunctionExpression(inner) || ts.isArrowFunction(inner) || ts.isFunctionDeclaration(inner)))
      found.push({ name, fn: inner, line: source.getLineAndCharacterOfPosition(inner.getStart()).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && isComponentName(node.name.text)) add(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && isComponentName(node.name.text))
      add(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** True when the component calls the language hook in its own body (not in a callback). */
export function callsLanguageHook(component: Component): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (node !== component.fn && ts.isFunctionLike(node)) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === LANGUAGE_HOOK)
      found = true;
    ts.forEachChild(node, visit);
  };
  visit(component.fn);
  return found;
}

/** True when the component's render reads texts (callbacks included: they run while it is on screen). */
export function readsTexts(component: Component, names: ReadonlySet<string>): boolean {
  return component.fn.body !== undefined && referencesAny(component.fn.body, names);
}

/**
 * Texts read when the module loads, held in a value built then (an object, a list, an argument): they would stay in
 * the first language. Aliases of a texts object (`const T = ACCOUNT_FR.addresses`) read nothing yet and are allowed,
 * as are the resources themselves and what runs later (functions, getters, methods, JSX).
 */
export function moduleLevelReads(info: ModuleInfo, names: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${info.file}:${info.source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node) || ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node))
      return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && TEXT_CALLS.has(node.expression.text)) return;
    if ((ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) && readsName(node, names)) {
      found.push(`${where(node)} ${node.getText().slice(0, 60)}`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of info.source.statements) {
    if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const initializer = declaration.initializer;
        if (!initializer) continue;
        // An alias of a texts object: read when its texts are, later.
        if ((ts.isPropertyAccessExpression(initializer) || ts.isIdentifier(initializer)) && isAlias(initializer, names))
          continue;
        visit(initializer);
      }
      continue;
    }
    visit(statement);
  }
  return found;
}

/** `A.b.c` where `A` is a texts name. */
function readsName(node: ts.Expression, names: ReadonlySet<string>): boolean {
  let root: ts.Expression = node;
  while (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root)) root = root.expression;
  return ts.isIdentifier(root) && names.has(root.text);
}

function isAlias(node: ts.Expression, names: ReadonlySet<string>): boolean {
  return ts.isIdentifier(node) || readsName(node, names);
}
