// jsdom ships no type declarations and @types/jsdom is not installed; the server needs only a window.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
