// Lints in-memory snippets with the repository's config, for the boundary tests (Jest cannot load ESLint's ESM
// config in its own module system, so the tests run this in a child process). Input on stdin: a JSON array of
// { filePath, code } (paths relative to the root; the file need not exist). Output: one array of rule messages each.
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const snippets = JSON.parse(Buffer.concat(chunks).toString('utf8'));
const eslint = new ESLint({ cwd: ROOT });
const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  results.push((result?.messages ?? []).map((message) => ({ ruleId: message.ruleId, message: message.message })));
}
process.stdout.write(JSON.stringify(results));
