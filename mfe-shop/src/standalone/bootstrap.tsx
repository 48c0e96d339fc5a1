/// <reference types="@rspack/core/module" />
import { mountStandalone } from 'shared-ui/standalone';

// The pages and their access rules are the remote's declaration (shared-kit contracts remote-pages.ts); the shell
// loads each from its module here, as the build exposes it.
mountStandalone(
  'shop',
  import.meta.webpackContext('../pages', { recursive: false, regExp: /^\.\/\w+Page\.tsx$/, mode: 'lazy' }),
);
