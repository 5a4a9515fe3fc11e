// jsdom has no declarations of its own; a server's DOM (ServerDomProvider) needs only its window.
declare module 'jsdom' {
  export class JSDOM { constructor(html?: string); readonly window: Window & typeof globalThis }
}
