import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these, and jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lays nothing out and has no scrollIntoView, which the form kit calls to show a failed submit's
// first problem (kit/src/forms/useForm.ts); a test that cares replaces it with a spy. A server render's
// test runs in Node's environment, without elements.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView = function scrollIntoView() {};

// jsdom keeps no performance entries and has no getEntriesByType, which the shell reads for the address
// its page was sent for (shell/src/features/home/staticHome.ts); none, as in a page that has none yet.
if (typeof performance.getEntriesByType !== 'function') performance.getEntriesByType = () => [];
