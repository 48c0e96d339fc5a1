import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Each house rule fires on a wrong-way import and stays quiet on the allowed one. The snippets are linted in memory
 * with the real config (one child process for all of them: ESLint's config is ESM, which Jest's modules cannot load).
 */
interface Finding {
  ruleId: string | null;
  message: string;
}
interface Case {
  name: string;
  filePath: string;
  code: string;
  /** The bracketed rule name the messages must carry, or null when the snippet must pass the boundaries. */
  expects: string | null;
}

const CASES: Case[] = [
  {
    name: 'an app importing another app’s src',
    filePath: 'session-server/src/probe.ts',
    code: "import { AUTH_FR } from 'mfe-auth/src/messages/fr';\nexport const probe = AUTH_FR;\n",
    expects: '[boundary/app-to-app]',
  },
  {
    name: 'a remote importing the host',
    filePath: 'mfe-game/src/probe.ts',
    code: "import { useShell } from '../../host/src/app/shell/shell-context';\nexport const probe = useShell;\n",
    expects: '[boundary/remote-to-host]',
  },
  {
    name: 'shared-ui importing an app',
    filePath: 'shared-ui/src/components/probe.ts',
    code: "import { AUTH_FR } from '../../../mfe-auth/src/messages/fr';\nexport const probe = AUTH_FR;\n",
    expects: '[boundary/shared-imports-no-app]',
  },
  {
    name: 'shared-kit importing the host',
    filePath: 'shared-kit/src/probe.ts',
    code: "import { useShell } from '../../host/src/app/shell/shell-context';\nexport const probe = useShell;\n",
    expects: '[boundary/shared-imports-no-app]',
  },
  {
    name: 'a remote importing react-router',
    filePath: 'mfe-shop/src/probe.tsx',
    code: "import { Link } from 'react-router';\nexport const probe = Link;\n",
    expects: '[boundary/no-react-router-in-remotes]',
  },
  {
    name: 'a remote using the navigation facade',
    filePath: 'mfe-shop/src/probe.tsx',
    code: "import { Link } from 'shared-ui';\nexport const probe = Link;\n",
    expects: null,
  },
  {
    name: 'a test reaching into the sandbox’s src',
    filePath: 'session-server/src/provider/probe.test.ts',
    code: "import { createSandboxApp } from '../../../provider-sandbox/src/app';\nexport const probe = createSandboxApp;\n",
    expects: '[boundary/sandbox-testing-entry]',
  },
  {
    name: 'a test using provider-sandbox/testing',
    filePath: 'session-server/src/provider/probe.test.ts',
    code: "import { createTestSandbox } from 'provider-sandbox/testing';\nexport const probe = createTestSandbox;\n",
    expects: null,
  },
  {
    name: 'production code using provider-sandbox/testing',
    filePath: 'session-server/src/provider/probe.ts',
    code: "import { createTestSandbox } from 'provider-sandbox/testing';\nexport const probe = createTestSandbox;\n",
    expects: '[boundary/sandbox-testing-entry]',
  },
  {
    name: 'scripts importing e2e',
    filePath: 'scripts/probe.ts',
    code: "import { readStackState } from '../e2e/support/stack-state';\nexport const probe = readStackState;\n",
    expects: '[boundary/scripts-before-e2e]',
  },
  {
    name: 'e2e importing scripts',
    filePath: 'e2e/support/probe.ts',
    code: "import { PORTS } from '../../scripts/stack';\nexport const probe = PORTS;\n",
    expects: null,
  },
  {
    name: 'a page driving the kit lifecycle',
    filePath: 'host/src/pages/Probe.tsx',
    code: "import { syncKitSession } from '../app/kit-session/kit-lifecycle';\nexport const probe = syncKitSession;\n",
    expects: '[boundary/kit-session-owner]',
  },
  {
    name: 'a remote starting the kit lifecycle from shared-ui',
    filePath: 'mfe-shop/src/probe.ts',
    code: "import { startKitSessionOwner } from 'shared-ui';\nexport const probe = startKitSessionOwner;\n",
    expects: '[boundary/kit-session-owner]',
  },
  {
    name: 'the host’s kit-session owner importing it',
    filePath: 'host/src/app/kit-session/probe.ts',
    code: "import { startKitSessionOwner } from 'shared-ui';\nexport const probe = startKitSessionOwner;\n",
    expects: null,
  },
  {
    name: 'a relative path into another package',
    filePath: 'scripts/probe.ts',
    code: "import { ROUTE_PATHS } from '../shared-kit/src/contracts/routes';\nexport const probe = ROUTE_PATHS;\n",
    expects: '[boundary/package-entry]',
  },
  {
    name: 'an `as any` cast',
    filePath: 'host/src/probe.ts',
    code: 'export const probe = (JSON.parse("1") as any).x;\n',
    expects: 'No `as any`',
  },
  {
    name: 'a type imported as a value',
    filePath: 'host/src/probe.ts',
    code: "import { SiteConfig } from 'shared-kit';\nexport type Probe = SiteConfig;\n",
    expects: '@typescript-eslint/consistent-type-imports',
  },
];

function lint(cases: Case[]): Finding[][] {
  const input = JSON.stringify(cases.map(({ filePath, code }) => ({ filePath, code })));
  const run = spawnSync(process.execPath, [path.join(__dirname, 'lint-snippets.mjs')], {
    input,
    encoding: 'utf8',
    timeout: 90_000,
  });
  if (run.status !== 0) throw new Error(`lint-snippets failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Finding[][];
}

describe('house lint rules', () => {
  let findings: Finding[][] = [];
  beforeAll(() => {
    findings = lint(CASES);
  }, 120_000);

  it.each(CASES.map((testCase, index) => [testCase.name, index] as const))('%s', (_name, index) => {
    const testCase = CASES[index]!;
    const messages = (findings[index] ?? []).map((finding) => `${finding.ruleId}: ${finding.message}`);
    if (testCase.expects === null) {
      expect(messages.filter((message) => message.includes('[boundary/'))).toEqual([]);
    } else {
      expect(messages.some((message) => message.includes(testCase.expects!))).toBe(true);
    }
  });
});
