import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these and react-router needs them (TextEncoder/TextDecoder), so they come from node:util.
Object.assign(globalThis, { TextEncoder, TextDecoder });
