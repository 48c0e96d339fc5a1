/** The Node the project is built for: the major of the `node` package it installs (package.json, devDependencies). */
import fs from 'node:fs';
import path from 'node:path';

const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

export const NODE_MAJOR = Number(/\d+/.exec(manifest.devDependencies.node ?? '')?.[0]);
