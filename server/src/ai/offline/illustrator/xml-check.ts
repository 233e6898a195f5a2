// A strict little XML checker for the illustrator's own output (used by the tests): every tag balanced,
// attributes quoted, no text between elements, and the elements the PDF exporter cannot draw absent.
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[a-zA-Z_:][\w:.-]*="[^"<]*")*)\s*(\/?)>/y;

export interface XmlReport {
  ok: boolean;
  problems: string[];
  elements: Set<string>;
}

export function checkXml(doc: string): XmlReport {
  const problems: string[] = [];
  const elements = new Set<string>();
  const stack: string[] = [];
  let i = 0;
  while (i < doc.length) {
    const lt = doc.indexOf('<', i);
    const text = doc.slice(i, lt === -1 ? doc.length : lt);
    if (text.trim() !== '') problems.push(`text outside a tag at ${i}: ${text.slice(0, 30)}`);
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const m = TAG.exec(doc);
    if (!m) {
      problems.push(`malformed tag at ${lt}: ${doc.slice(lt, lt + 40)}`);
      break;
    }
    const [whole, closing, name = '', , selfClosing] = m;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else {
      elements.add(name);
      if (!selfClosing) stack.push(name);
    }
    i = lt + whole.length;
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  return { ok: problems.length === 0, problems, elements };
}

const FORBIDDEN_ELEMENTS = ['text', 'tspan', 'script', 'image', 'foreignObject', 'filter', 'mask', 'style', 'use', 'a'];

/** What an illustration must never contain: words, scripts, images, filters, masks or outside references. */
export function forbiddenContent(doc: string, elements: ReadonlySet<string>): string[] {
  const found = FORBIDDEN_ELEMENTS.filter((e) => elements.has(e));
  if (/\shref=|xlink:/i.test(doc)) found.push('href');
  if (/url\((?!#)/.test(doc)) found.push('external url()');
  if (/\sfilter=|\smask=|\sstyle=/.test(doc)) found.push('filter/mask/style attribute');
  if (/https?:\/\/(?!www\.w3\.org\/2000\/svg")/.test(doc)) found.push('external address');
  return found;
}
