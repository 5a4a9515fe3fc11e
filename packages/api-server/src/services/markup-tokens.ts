/*
 * The parts of the HTML tokenizer the nesting scan (markup-depth.ts) needs in order to skip what is not
 * markup the way a browser's parser does: comments, quoted attribute values, and the text of script,
 * style, textarea and the like. Positions are UTF-16 indexes into the document.
 */

export const lt = 0x3c;
export const gt = 0x3e;
export const slash = 0x2f;
export const bang = 0x21;
export const question = 0x3f;
export const dash = 0x2d;
export const equals = 0x3d;
export const doubleQuote = 0x22;
export const singleQuote = 0x27;

/** Whitespace as the tokenizer sees it (CR included: the input stream turns it into LF). */
export const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0c || code === 0x0d;
export const isAsciiLetter = (code: number) => ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
/** The tokenizer lowers ASCII only: `toLowerCase` would turn a Kelvin sign into k and `<linK>` into a void link. */
export const asciiLowerCase = (name: string) => (/[A-Z]/.test(name) ? name.replace(/[A-Z]+/g, (upper) => upper.toLowerCase()) : name);

/** True when `name` (lower case) starts at `at`, in any case, and a tag name would end right after it. */
export const tagNameAt = (html: string, at: number, name: string) => {
  if (at + name.length >= html.length) return false;
  for (let k = 0; k < name.length; k += 1) {
    if ((html.charCodeAt(at + k) | 0x20) !== name.charCodeAt(k)) return false;
  }
  const next = html.charCodeAt(at + name.length);
  return isSpace(next) || next === slash || next === gt;
};

/** Where a comment that opens at `from` (just after `<!--`) ends: `<!-->`, `<!--->`, `-->` and `--!>` all close one. */
export const endOfComment = (html: string, from: number) => {
  if (html.charCodeAt(from) === gt) return from + 1;
  if (html.charCodeAt(from) === dash && html.charCodeAt(from + 1) === gt) return from + 2;
  for (let at = html.indexOf('--', from); at !== -1; at = html.indexOf('--', at + 1)) {
    if (html.charCodeAt(at + 2) === gt) return at + 3;
    if (html.charCodeAt(at + 2) === bang && html.charCodeAt(at + 3) === gt) return at + 4;
  }
  return html.length;
};

/** Where the text of a style, textarea... element ends: at its own end tag, or nowhere. */
export const endOfRawText = (html: string, from: number, name: string) => {
  for (let at = html.indexOf('</', from); at !== -1; at = html.indexOf('</', at + 2)) {
    if (tagNameAt(html, at + 2, name)) return at;
  }
  return html.length;
};

/**
 * Where the text of a script element ends. `<!--` inside a script hides a `<script>` from its end
 * tag, so this follows the tokenizer's escaped and double-escaped script states.
 */
export const endOfScript = (html: string, from: number) => {
  let escaped = false;
  let doubleEscaped = false;
  let dashes = 0;
  for (let at = from; at < html.length; at += 1) {
    const code = html.charCodeAt(at);
    if (!escaped) {
      if (code !== lt) continue;
      if (html.charCodeAt(at + 1) === slash && tagNameAt(html, at + 2, 'script')) return at;
      if (html.startsWith('!--', at + 1)) {
        escaped = true;
        dashes = 2;
        at += 3;
      }
      continue;
    }
    if (code === dash) {
      dashes += 1;
      continue;
    }
    if (code === gt && dashes >= 2) {
      escaped = false;
      doubleEscaped = false;
    } else if (code === lt) {
      if (html.charCodeAt(at + 1) === slash) {
        if (tagNameAt(html, at + 2, 'script')) {
          if (!doubleEscaped) return at;
          doubleEscaped = false;
          at += 7;
        }
      } else if (!doubleEscaped && tagNameAt(html, at + 1, 'script')) {
        doubleEscaped = true;
        at += 6;
      }
    }
    dashes = 0;
  }
  return html.length;
};

/**
 * Reads a tag's attributes from `from` (just after its name) as the tokenizer does, so that a `>`
 * inside a quoted value does not end it and a quote anywhere else does not start one. Returns the
 * index just past the tag's `>`, or -1 when the document ends inside the tag (the parser drops it).
 */
export const endOfTag = (html: string, from: number) => {
  const length = html.length;
  let at = from;
  for (;;) {
    while (at < length && (isSpace(html.charCodeAt(at)) || html.charCodeAt(at) === slash)) at += 1;
    if (at >= length) return -1;
    if (html.charCodeAt(at) === gt) return at + 1;
    // An attribute name: its first character is taken whatever it is, `=` included.
    at += 1;
    while (at < length) {
      const code = html.charCodeAt(at);
      if (isSpace(code) || code === slash || code === gt || code === equals) break;
      at += 1;
    }
    while (at < length && isSpace(html.charCodeAt(at))) at += 1;
    if (at >= length) return -1;
    if (html.charCodeAt(at) !== equals) continue;
    at += 1;
    while (at < length && isSpace(html.charCodeAt(at))) at += 1;
    if (at >= length) return -1;
    const quote = html.charCodeAt(at);
    if (quote === doubleQuote || quote === singleQuote) {
      const close = html.indexOf(String.fromCharCode(quote), at + 1);
      if (close === -1) return -1;
      at = close + 1;
    } else if (quote !== gt) {
      while (at < length && !isSpace(html.charCodeAt(at)) && html.charCodeAt(at) !== gt) at += 1;
    }
  }
};

/** The end of a tag's name: the tokenizer ends it at whitespace, `/` or `>` and nowhere else. */
export const endOfTagName = (html: string, from: number) => {
  let at = from;
  while (at < html.length) {
    const code = html.charCodeAt(at);
    if (isSpace(code) || code === slash || code === gt) break;
    at += 1;
  }
  return at;
};
