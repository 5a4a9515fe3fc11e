// jsdom has no declarations of its own; the server-render test needs only its window, for DOMPurify.
declare module 'jsdom' {
  export class JSDOM { constructor(html?: string); readonly window: Window & typeof globalThis }
}
