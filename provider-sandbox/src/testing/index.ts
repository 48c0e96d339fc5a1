/**
 * `provider-sandbox/testing`: the one entry other packages' tests use to run the sandbox in-process (session-server's
 * provider tests, shared-kit's contract tests), and to time a server's answers in fake time. Everything else in this
 * package is private to it.
 */
export {
  CLIENT_ID,
  TestClock,
  createTestSandbox,
  signUp,
  signUpMany,
  storedReceiptFiles,
  testUuid,
  type TestSandbox,
} from './test-sandbox';
export { fakeMsUntilAnswered } from './fake-time';
export { jpegBytes, pdfBytes, pngBytes } from './sample-files';
/** How the sandbox reads its environment (which mode a launcher's variables give it). */
export { readSandboxSettings } from '../config';
