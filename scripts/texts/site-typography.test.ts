/**
 * Every text the site shows holds to French typography (`typography.ts`): the i18next resources every package
 * registers, read from the site's i18next once every module that registers texts has loaded, and every French sentence
 * written in the sources — the session server's own answers (its login refusal, JSON errors, the validation messages of
 * `/api`, the 429 and 503 pages), the page heads' descriptions, the provider sandbox's `user_message` and timeline texts.
 * Titles and breadcrumb words are headings: sentence case too. Pages as drawn are walked by the end-to-end tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Resources } from 'shared-kit/core';
import { frenchLiterals, sourceTexts } from './french-literals';
import { ROOT, sourceFiles } from './text-readers';
import { typographyFaults } from './typography';

/** The namespaces README « Texts and i18next » names: the test must have found every one of them. */
const NAMESPACES = [
  'host',
  'shell',
  'address',
  'benefits',
  'kit',
  'pages',
  'auth',
  'account',
  'shop',
  'order',
  'game',
  'forms',
  'user-information',
  'receipt-capture',
];

/** A heading: a text keyed `title` or `…Title`, and the route table's page titles and breadcrumb words. */
const HEADING = /(^|\.)(title|[a-z]+Title)(_[a-z]+)?$|^host\.routes\./;

function resourceFaults(resources: Resources, prefix = ''): string[] {
  return Object.entries(resources).flatMap(([key, value]) => {
    const where = prefix ? `${prefix}.${key}` : key;
    if (typeof value !== 'string') return resourceFaults(value, where);
    return typographyFaults(value, { heading: HEADING.test(where) }).map((fault) => `${where}: ${fault}`);
  });
}

const literalFaults = (texts: ReturnType<typeof frenchLiterals>) =>
  texts.flatMap(({ where, text }) => typographyFaults(text).map((fault) => `${where}: ${fault}`));

const texts = (resources: Resources): string[] =>
  Object.values(resources).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

async function registeredResources(): Promise<Record<string, Resources>> {
  const registering = sourceFiles()
    .filter((file) => !/\/(standalone|testing)\//.test(file))
    .filter((file) => /\bpackageTexts\(/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  for (const file of registering) await import(path.join(ROOT, file));
  // The page heads' texts are registered when first asked (host/src/app/metadata/page-head.ts).
  (await import('../../host/src/app/metadata/page-head')).pageTexts();
  const { siteI18n, SITE_LANGUAGE } = await import('shared-kit/core');
  return siteI18n().store.data[SITE_LANGUAGE] as Record<string, Resources>;
}

describe('French typography of every text the site shows', () => {
  let resources: Record<string, Resources>;
  beforeAll(async () => {
    resources = await registeredResources();
  });

  it('reads the resources of every namespace', () => {
    expect(Object.keys(resources).sort()).toEqual([...NAMESPACES].sort());
  });

  it('finds no fault in the i18next resources', () => {
    expect(resourceFaults(resources)).toEqual([]);
  });

  it('finds no fault in the French written in the sources, servers and provider sandbox included', () => {
    // A resource's own text is read as i18next holds it, above.
    const registered = new Set(Object.values(resources).flatMap(texts));
    const written = sourceTexts()
      .flatMap((file) => frenchLiterals(file))
      .filter(({ text }) => !registered.has(text));
    for (const owner of ['session-server/src/api/validation.ts', 'provider-sandbox/src/auth/messages.ts'])
      expect(written.some(({ where }) => where.startsWith(owner))).toBe(true);
    expect(literalFaults(written)).toEqual([]);
  });

  it('would see a straight apostrophe planted in a resource and in a server’s answer', () => {
    expect(resourceFaults({ auth: { signup: { title: "S'inscrire", submit: 'S’inscrire' } } })).toEqual([
      "auth.signup.title: straight apostrophe (write ’, not '): «S'inscrire»",
    ]);
    const answer = `res.status(400).json({ message: "Aucun code n'a été indiqué" });`;
    expect(literalFaults(frenchLiterals('session-server/src/probe.ts', answer))).toEqual([
      "session-server/src/probe.ts:1: straight apostrophe (write ’, not '): «Aucun code n'a été indiqué»",
    ]);
  });
});
