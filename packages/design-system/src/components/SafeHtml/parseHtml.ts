/** Reads HTML into a document without rendering it: nothing in it loads or runs. */
export type HtmlParser = (html: string) => Document;

/** The page's own parser, looked up when called, so a module using it loads where there is no DOM. */
export const parseWithPageDom: HtmlParser = (html) => new DOMParser().parseFromString(html, 'text/html');
