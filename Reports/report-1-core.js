// copylint HTML report, part 1: the data, and safe DOM building.
//
// Catalog text is untrusted. It reaches the page only through textContent, text nodes and setAttribute on
// attributes that cannot run code (title, aria-*, data-*); markup is never parsed from strings. There are no
// inline style attributes (the Content-Security-Policy would refuse them): sizes are set through the CSSOM
// (element.style.width).

const DATA = JSON.parse(document.getElementById("copylint-data").textContent);
const STRINGS = DATA.strings;
const COLUMN = {};
DATA.columns.forEach((name, index) => { COLUMN[name] = index; });
const SEVERITIES = ["info", "warning", "error"];
const SEVERITY_LABELS = { error: "Error", warning: "Warning", info: "Info" };
const RULES = new Map(DATA.rules.map((rule) => [rule.id, rule]));

function stringAt(row, name) {
  const index = row[COLUMN[name]];
  return index >= 0 ? STRINGS[index] : null;
}

const FINDINGS = DATA.findings.map((row, index) => {
  const measurement = row[COLUMN.measurement];
  return {
    index,
    rule: stringAt(row, "rule"),
    severity: SEVERITIES[row[COLUMN.severity]] || "info",
    file: stringAt(row, "file"),
    line: row[COLUMN.line],
    column: row[COLUMN.column],
    key: stringAt(row, "key"),
    locale: stringAt(row, "locale"),
    variation: stringAt(row, "variation"),
    role: stringAt(row, "role"),
    roleSource: stringAt(row, "roleSource"),
    text: stringAt(row, "text"),
    message: stringAt(row, "message"),
    suggestion: stringAt(row, "suggestion"),
    spanStart: row[COLUMN.spanStart],
    spanEnd: row[COLUMN.spanEnd],
    spans: COLUMN.spans !== undefined && row[COLUMN.spans] >= 0 ? pairs(DATA.spans[row[COLUMN.spans]]) : null,
    source: stringAt(row, "source"),
    measurement: measurement >= 0 ? DATA.measurements[measurement] : null,
    // A finding that stands for one string's values in several locales lists each of them.
    translations: COLUMN.translations !== undefined && row[COLUMN.translations] >= 0
      ? pairs(DATA.translations[row[COLUMN.translations]]).map(([locale, text]) => ({ locale: STRINGS[locale], text: STRINGS[text] }))
      : null,
  };
});

/** The source language of the report: the locale of most findings that have no source text. */
const SOURCE_LOCALE = (() => {
  const counts = new Map();
  for (const finding of FINDINGS) {
    if (finding.source === null && finding.locale) counts.set(finding.locale, (counts.get(finding.locale) || 0) + 1);
  }
  let best = "en";
  let bestCount = 0;
  for (const [locale, count] of counts) if (count > bestCount) { best = locale; bestCount = count; }
  return best;
})();

/** Creates an element. `props.text` sets textContent; `on…` adds listeners; other props become attributes. */
function h(tag, props, ...children) {
  const node = document.createElement(tag);
  setProps(node, props);
  appendAll(node, children);
  return node;
}

/** Creates an SVG element with attributes. */
function svg(tag, props, ...children) {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  setProps(node, props);
  appendAll(node, children);
  return node;
}

function setProps(node, props) {
  if (!props) return;
  for (const name of Object.keys(props)) {
    const value = props[name];
    if (value === null || value === undefined || value === false) continue;
    if (name === "class") node.setAttribute("class", value);
    else if (name === "text") node.textContent = String(value);
    else if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else if (name === "style" || name === "href" || name === "src") throw new Error("use CSSOM and safeLink");
    else node.setAttribute(name, value === true ? "" : String(value));
  }
}

function appendAll(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** A link to a guideline: only https URLs, opened without referrer. */
function safeLink(url, label) {
  const link = h("a", { class: "guideline-link", rel: "noopener noreferrer", target: "_blank" }, label);
  if (typeof url === "string" && /^https:\/\/[^\s"'<>]+$/.test(url)) link.setAttribute("href", url);
  return link;
}

const numberFormat = new Intl.NumberFormat("en-US");
function formatNumber(value) { return numberFormat.format(value); }
function plural(count, word, words) { return formatNumber(count) + " " + (count === 1 ? word : (words || word + "s")); }

// Characters that are invisible or reorder text: shown as small labelled chips, never passed through.
const HIDDEN_NAMES = {
  0x09: "TAB", 0x0a: "LF", 0x0d: "CR", 0x061c: "ALM", 0x200b: "ZWSP", 0x200e: "LRM", 0x200f: "RLM",
  0x202a: "LRE", 0x202b: "RLE", 0x202c: "PDF", 0x202d: "LRO", 0x202e: "RLO", 0x2028: "LS", 0x2029: "PS",
  0x2060: "WJ", 0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI", 0xfeff: "BOM",
};
const HIDDEN = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u202a-\u202e\u2028\u2029\u2060\u2066-\u2069\ufeff]/g;

function codePointLabel(code) {
  return "U+" + code.toString(16).toUpperCase().padStart(4, "0");
}

/** Text as nodes: hidden characters become chips; with `multiline`, line breaks also break the line. */
function visibleText(text, multiline) {
  const fragment = document.createDocumentFragment();
  let last = 0;
  HIDDEN.lastIndex = 0;
  let match;
  while ((match = HIDDEN.exec(text)) !== null) {
    if (match.index > last) fragment.append(text.slice(last, match.index));
    const code = match[0].charCodeAt(0);
    const name = HIDDEN_NAMES[code] || codePointLabel(code);
    fragment.append(h("span", { class: "chip-char", title: codePointLabel(code) + " " + name }, code === 0x0a ? "↵" : name));
    if (multiline && (code === 0x0a || code === 0x2028 || code === 0x2029)) fragment.append(h("br"));
    last = match.index + match[0].length;
  }
  if (last < text.length) fragment.append(text.slice(last));
  return fragment;
}

/** The UTF-16 index of the Unicode scalar at `offset` (spans count scalars; JavaScript strings count UTF-16). */
function utf16Index(text, offset) {
  let index = 0;
  let scalars = 0;
  while (index < text.length && scalars < offset) {
    const unit = text.charCodeAt(index);
    const isPair = unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length
      && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
    index += isPair ? 2 : 1;
    scalars += 1;
  }
  return index;
}

/** Cuts `text` to about `limit` UTF-16 units without splitting a surrogate pair. */
function cut(text, limit) {
  if (text.length <= limit) return text;
  let end = limit;
  const unit = text.charCodeAt(end - 1);
  if (unit >= 0xd800 && unit <= 0xdbff) end -= 1;
  return text.slice(0, end) + "…";
}

/** [start, end, start, end, …] as [[start, end], …]. */
function pairs(flat) {
  const result = [];
  for (let index = 0; index + 1 < flat.length; index += 2) result.push([flat[index], flat[index + 1]]);
  return result;
}

/** The finding's text with every span marked (a finding on several words of one string). */
function highlightedSpans(finding, opts) {
  const text = finding.text;
  const wrapper = h("bdi", { class: "value" + (opts.multiline ? " multiline" : ""), dir: "auto" });
  let at = 0;
  for (const [spanStart, spanEnd] of finding.spans) {
    const start = utf16Index(text, spanStart);
    const end = utf16Index(text, spanEnd);
    if (start < at || end < start) continue;
    wrapper.append(visibleText(text.slice(at, start), opts.multiline));
    const mark = h("mark", { class: "span" + (end === start ? " empty" : "") });
    mark.append(visibleText(text.slice(start, end), opts.multiline));
    wrapper.append(mark);
    at = end;
  }
  wrapper.append(visibleText(text.slice(at), opts.multiline));
  return wrapper;
}

/** The finding's text with its span marked. `limit` shortens long text around the span (the first span, when
 * there are several); without a limit every span is marked. */
function highlightedText(finding, options) {
  const opts = options || {};
  const text = finding.text;
  if (finding.spans && finding.spans.length > 1 && !opts.limit) return highlightedSpans(finding, opts);
  const wrapper = h("bdi", { class: "value" + (opts.multiline ? " multiline" : ""), dir: "auto" });
  if (finding.spanStart < 0 || finding.spanEnd < finding.spanStart) {
    wrapper.append(visibleText(opts.limit ? cut(text, opts.limit) : text, opts.multiline));
    return wrapper;
  }
  let start = utf16Index(text, finding.spanStart);
  let end = utf16Index(text, finding.spanEnd);
  let before = text.slice(0, start);
  let marked = text.slice(start, end);
  let after = text.slice(end);
  if (opts.limit) {
    // Keep a little context before the span so the span stays in view in a narrow column.
    const context = Math.min(Math.floor(opts.limit / 2), 24);
    if (before.length > context) {
      let from = before.length - context;
      const unit = before.charCodeAt(from);
      if (unit >= 0xdc00 && unit <= 0xdfff) from -= 1;
      before = "…" + before.slice(from);
    }
    marked = cut(marked, opts.limit);
    after = cut(after, Math.max(8, opts.limit - before.length - marked.length));
  }
  wrapper.append(visibleText(before, opts.multiline));
  const mark = h("mark", { class: "span" + (marked.length === 0 ? " empty" : "") });
  mark.append(visibleText(marked, opts.multiline));
  wrapper.append(mark);
  wrapper.append(visibleText(after, opts.multiline));
  return wrapper;
}

function ruleTitle(id) {
  const rule = RULES.get(id);
  return rule && rule.title ? rule.title : id;
}

function localeLabel(locale) { return locale ? locale : "—"; }
