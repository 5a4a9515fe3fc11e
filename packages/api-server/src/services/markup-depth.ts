import {
  asciiLowerCase,
  bang,
  endOfComment,
  endOfRawText,
  endOfScript,
  endOfTag,
  endOfTagName,
  isAsciiLetter,
  question,
  slash,
} from './markup-tokens.ts';

/*
 * Nesting is checked on the raw string before anything parses it. jsdom's cost grows with depth (every
 * insertion walks the ancestors, cloning and serialising recurse), so a 15 KB run of `<b>` kept a save
 * busy for seconds and a deeper one overflowed the stack. The editor writes a handful of levels.
 *
 * The scanner follows the HTML tokenizer where skipping text is concerned (comments, quoted attribute
 * values, the text of style, script, textarea...): reading text there as markup, or markup as text,
 * is how a check like this gets fooled. The tree builder is followed only as far as its common
 * implied ends; wherever the scanner cannot tell what the parser would do, it keeps elements open
 * rather than closing them, so its figure is never lower than the real depth, only sometimes higher
 * on broken markup. Formatting elements (b, i, a...) closed by something other than their own end tag
 * stay counted: the parser remembers them and reopens them inside whatever comes next, so
 * `<p><b a=1></p><p><b a=2></p>...` nests thousands deep though no tag nests in the source.
 */

/** Deepest nesting of elements a policy or terms document may have. */
export const maxPolicyNesting = 100;

const voidElements = new Set([
  'area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'image', 'img', 'input', 'keygen',
  'link', 'meta', 'param', 'source', 'track', 'wbr',
]);
/** The parser's "formatting elements": reopened after an implied close (see above). */
const formattingElements = new Set(['a', 'b', 'big', 'code', 'em', 'font', 'i', 'nobr', 's', 'small', 'strike', 'strong', 'tt', 'u']);
/** Start tags that close an open paragraph. form and table are left out: whether they do depends on state the scanner does not keep. */
const closesParagraph = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset',
  'figcaption', 'figure', 'footer', 'header', 'hgroup', 'main', 'menu', 'nav', 'ol', 'p', 'search', 'section',
  'summary', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'listing', 'xmp', 'plaintext', 'hr', 'li', 'dd', 'dt',
]);
const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const allHeadings = [...headings];
const paragraph = ['p'];
const listItem = ['li'];
const definitionItems = ['dd', 'dt'];
/** End tags that close their element together with a paragraph or list item left open inside it. */
const closesImpliedEnds = new Set([
  'address', 'applet', 'article', 'aside', 'blockquote', 'button', 'center', 'details', 'dialog', 'dir', 'div', 'dl',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'header', 'hgroup', 'listing', 'main', 'marquee', 'menu',
  'nav', 'object', 'ol', 'pre', 'search', 'section', 'summary', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
]);
/**
 * Elements whose content the tokenizer reads as text up to their own end tag (script has rules of its
 * own). noscript is not one here: DOMPurify's parser runs with scripting off, and so reads it as markup.
 */
const rawTextElements = new Set(['style', 'xmp', 'iframe', 'noembed', 'noframes', 'textarea', 'title']);
/**
 * Elements after which the parser's rules change in ways the scanner does not follow (foreign content,
 * select, template, frameset). None is on the allowlist, so from there on every start tag counts as
 * one more level: safe, if harsh on documents that contain them.
 */
const unfollowedElements = new Set(['svg', 'math', 'select', 'template', 'frameset']);

interface OpenElement {
  name: string;
  /** Levels it stands for: a cell or row written without its row or table body gets them made up by the parser. */
  levels: number;
  formatting: boolean;
  /** The parser may have closed it already (by a rule the scanner does not follow), so it may not stand for a real element. */
  uncertain?: boolean;
}

/** Start tags after which the parser may have closed an open element of these names, beyond what the scanner closes itself. */
const mayCloseOnStart = new Map<string, string[]>();
const mayClose = (starts: Iterable<string>, closed: readonly string[]) => {
  for (const start of starts) mayCloseOnStart.set(start, [...(mayCloseOnStart.get(start) ?? []), ...closed]);
};
mayClose([...closesParagraph, 'table', 'form'], paragraph);
mayClose(listItem, listItem);
mayClose(definitionItems, definitionItems);
mayClose(headings, allHeadings);
mayClose(['option', 'optgroup'], ['option']);
mayClose(['button'], ['button']);
mayClose(['a'], ['a']);
mayClose(['nobr'], ['nobr']);
mayClose(['rb', 'rp', 'rt', 'rtc'], ['ruby']);
mayClose(['caption', 'col', 'colgroup', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'table'], ['table']);

/**
 * How deeply the HTML nests its elements, estimated in one pass without parsing it: never less than
 * the number of elements around any node the HTML parser would build, save for the html, head and
 * body wrappers (so void elements, and text, sit one level below the elements around them). Stops
 * reading once the depth passes `limit`.
 */
export const policyNestingDepth = (html: string, limit = Number.POSITIVE_INFINITY): number => {
  const open: OpenElement[] = [];
  let openLevels = 0;
  /** How many of each element are open: most tags look for one, and this spares walking the stack. */
  const openCount = new Map<string, number>();
  const isOpen = (name: string) => (openCount.get(name) ?? 0) > 0;
  /**
   * Formatting elements closed by something else, which the parser may reopen, oldest first. It keeps
   * at most three alike waiting, but copies it reopened stay open after it forgets them (`<a><b></a>`
   * repeated nests the b's), so every one counts until its own end tag. `base`: how many of the open
   * elements were already open when it was closed, so were open before any copy of it.
   */
  const reopenable: { name: string; base: number }[] = [];
  let deepest = 0;

  const depth = () => openLevels + reopenable.length;
  const topNonFormatting = (under = open.length) => {
    let index = under - 1;
    while (index >= 0 && open[index]!.formatting) index -= 1;
    return index;
  };
  /** The element under `open[index]`, passing over formatting elements or not. */
  const below = (index: number, overFormatting: boolean) => (overFormatting ? topNonFormatting(index) : index - 1);
  /** Closes `open[index]` and everything above it; formatting elements above it are remembered. */
  const closeFrom = (index: number) => {
    for (const waiting of reopenable) waiting.base = Math.min(waiting.base, index);
    for (let above = index; above < open.length; above += 1) {
      const { name, levels, formatting, uncertain } = open[above]!;
      openLevels -= levels;
      openCount.set(name, openCount.get(name)! - 1);
      // The element its own end tag closes is done with, unless that end tag may have met another one.
      if (formatting && (above > index || uncertain)) reopenable.push({ name, base: index });
    }
    open.length = index;
  };
  /**
   * Wherever the parser may close more than the scanner does, the open elements from the topmost one
   * named `names` up may no longer exist, so an end tag further on is not allowed to close through them.
   */
  const markUncertain = (names: readonly string[]) => {
    if (!names.some(isOpen)) return;
    let index = open.length - 1;
    while (index >= 0 && !names.includes(open[index]!.name)) index -= 1;
    for (; index >= 0 && index < open.length; index += 1) open[index]!.uncertain = true;
  };
  const closeIfTopIs = (names: readonly string[]) => {
    const index = topNonFormatting();
    if (index >= 0 && names.includes(open[index]!.name)) closeFrom(index);
  };

  const startTag = (name: string, end: number): number => {
    if (name === 'html' || name === 'head' || name === 'body') return end;
    if (unfollowedElements.has(name)) {
      // Every element from here on might be nested in the previous one.
      let rest = 0;
      for (let at = html.indexOf('<', end); at !== -1; at = html.indexOf('<', at + 1)) {
        if (isAsciiLetter(html.charCodeAt(at + 1))) rest += 1;
      }
      deepest = Math.max(deepest, depth() + 1 + rest);
      return html.length;
    }
    // The implied ends of sloppy markup, each only when the element closed is the innermost one
    // (formatting elements aside), where the parser is sure to close it too.
    if (closesParagraph.has(name)) closeIfTopIs(paragraph);
    if (name === 'li') closeIfTopIs(listItem);
    else if (name === 'dd' || name === 'dt') closeIfTopIs(definitionItems);
    // These two look at the innermost element itself, which may be a reopened formatting element.
    else if (headings.has(name) && reopenable.length === 0 && headings.has(open.at(-1)?.name ?? '')) closeFrom(open.length - 1);
    else if ((name === 'option' || name === 'optgroup') && reopenable.length === 0 && open.at(-1)?.name === 'option') closeFrom(open.length - 1);
    const perhapsClosed = mayCloseOnStart.get(name);
    if (perhapsClosed) markUncertain(perhapsClosed);
    if (voidElements.has(name)) return end;
    const parent = open[topNonFormatting()]?.name ?? '';
    let levels = 1;
    if (name === 'td' || name === 'th') levels = parent === 'tr' ? 1 : 3;
    else if (name === 'tr') levels = ['tbody', 'thead', 'tfoot'].includes(parent) ? 1 : 2;
    open.push({ name, levels, formatting: formattingElements.has(name) });
    openLevels += levels;
    openCount.set(name, (openCount.get(name) ?? 0) + 1);
    deepest = Math.max(deepest, depth());
    if (name === 'plaintext') return html.length;
    if (name === 'script') return endOfScript(html, end);
    if (rawTextElements.has(name)) return endOfRawText(html, end, name);
    return end;
  };

  const endTag = (name: string) => {
    if (formattingElements.has(name)) {
      if (isOpen(name)) {
        // Closes the element when only formatting elements are above it; those stay reopenable.
        for (let index = open.length - 1; index >= 0 && open[index]!.formatting; index -= 1) {
          if (open[index]!.name === name) {
            closeFrom(index);
            return;
          }
        }
        markUncertain([name]);
        return;
      }
      // One closed earlier by something else is done with, whether it is still waiting or was
      // reopened, provided that a copy could only have formatting elements above it: past anything
      // else the parser may leave the copy open.
      let waiting = reopenable.length - 1;
      while (waiting >= 0 && reopenable[waiting]!.name !== name) waiting -= 1;
      if (waiting !== -1 && topNonFormatting() < reopenable[waiting]!.base) {
        reopenable.splice(waiting, 1);
      }
      return;
    }
    const sameKind = headings.has(name) ? allHeadings : [name];
    // `</form>` takes the form off the stack and leaves whatever is above it open, inside the form: it
    // only counts as closing when nothing is.
    const overFormatting = name !== 'form';
    let index = below(open.length, overFormatting);
    if (index >= 0 && sameKind.includes(open[index]!.name)) {
      closeFrom(index);
      return;
    }
    // A paragraph, then a list item, left open inside the element close with it, provided the element
    // is sure to be open: if it is not, the parser ignores the end tag and they stay open.
    if (name !== 'p' && (closesImpliedEnds.has(name) || name === 'li' || name === 'dd' || name === 'dt') && open[index]?.name === 'p') {
      index = below(index, overFormatting);
    }
    if (closesImpliedEnds.has(name) && ['li', 'dd', 'dt'].includes(open[index]?.name ?? '')) index = below(index, overFormatting);
    const found = open[index];
    if (found && sameKind.includes(found.name) && !found.uncertain) closeFrom(index);
    else markUncertain(sameKind);
  };

  const length = html.length;
  let at = html.indexOf('<');
  while (at !== -1) {
    if (deepest > limit) break;
    const next = html.charCodeAt(at + 1);
    if (isAsciiLetter(next)) {
      const nameEnd = endOfTagName(html, at + 1);
      const end = endOfTag(html, nameEnd);
      if (end === -1) break;
      at = html.indexOf('<', startTag(asciiLowerCase(html.slice(at + 1, nameEnd)), end));
    } else if (next === slash && isAsciiLetter(html.charCodeAt(at + 2))) {
      const nameEnd = endOfTagName(html, at + 2);
      const end = endOfTag(html, nameEnd);
      if (end === -1) break;
      endTag(asciiLowerCase(html.slice(at + 2, nameEnd)));
      at = html.indexOf('<', end);
    } else if (next === bang && html.startsWith('--', at + 2)) {
      at = html.indexOf('<', endOfComment(html, at + 4));
    } else if (next === bang || next === question || (next === slash && at + 2 < length)) {
      // <!DOCTYPE>, <![CDATA[ (outside foreign content), <?...> and </3> are bogus comments that end at
      // the next `>`; `</>` is dropped whole.
      const end = html.indexOf('>', at + 2);
      if (end === -1) break;
      at = html.indexOf('<', end + 1);
    } else {
      at = html.indexOf('<', at + 1);
    }
  }
  return deepest;
};
