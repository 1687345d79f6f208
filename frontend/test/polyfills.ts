// jsdom has no TextEncoder/TextDecoder, which React Router needs as soon as it is imported.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
