import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these and react-router needs them (toolchain notes, pitfall 10).
Object.assign(globalThis, { TextEncoder, TextDecoder });
