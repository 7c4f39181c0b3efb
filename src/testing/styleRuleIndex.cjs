/* global module */ // Node code (loaded by the Jest environment), not client code.
// An index of the stylesheets' rules by what an element must have to match them, for jsdom's
// getComputedStyle (see jsdomEnvironment.cjs). jsdom tests every rule of every sheet against
// the element; with antd's few thousand rules that is most of a client test's time. Here a rule
// is tested only if the element has the id, a class or the tag that the rightmost compound
// selector of each of its selectors requires (as a browser's rule hash does). A rule the element
// could match is never left out, and the candidates are tested by jsdom's own matching in the
// sheets' order, so the rules handled, and their order, are exactly jsdom's.
//
// Sound keys: a selector's key is taken only from the top level of its rightmost compound (not
// from inside :is(), :not(), attribute brackets or strings); a selector with an escape, a
// namespace bar or a nesting `&` gets no key, and a rule any of whose selectors has no key
// (or a rule without selectors, such as @font-face) is tested against every element, as
// jsdom does. Keys and the element's id, classes and tag are compared in lower case: at worst
// a few more candidates (quirks mode, SVG's mixed-case tags), never fewer.
//
// Staleness: the index is rebuilt whenever the rules jsdom would walk are not exactly those it
// was built from (same rule objects, same selector text, same screen-media decision), checked
// on each lookup by one walk of the rules without any matching: sheets added or removed, rules
// inserted or deleted through the CSSOM, a changed selectorText all rebuild it.
const { forEach, indexOf } = Array.prototype;

const state = { enabled: true, rebuilds: 0, lookups: 0, candidates: 0, rules: 0 };

// The rules jsdom's forEachMatchingSheetRuleOfElement calls `matches` for, in its order.
function walkRules(sheets, visit) {
  for (const sheet of sheets)
    forEach.call(sheet.cssRules, (rule) => {
      if (rule.media) {
        if (indexOf.call(rule.media, 'screen') !== -1) forEach.call(rule.cssRules, visit);
      } else visit(rule);
    });
}

function isNameChar(code) {
  return (
    (code >= 97 && code <= 122) || // a-z
    (code >= 65 && code <= 90) || // A-Z
    (code >= 48 && code <= 57) || // 0-9
    code === 45 || // -
    code === 95 || // _
    code >= 128
  );
}

// Top-level pieces of a selector list: split on commas outside (), [] and strings.
// Returns null when the text is not plain enough to be sure of.
function splitSelectorList(text) {
  const parts = [];
  let depth = 0;
  let quote = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 /* \ */) return null;
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 40 || c === 91) depth++;
    else if (c === 41 || c === 93) depth--;
    else if (depth === 0) {
      if (c === 124 /* | */ || c === 38 /* & */) return null;
      if (c === 44 /* , */) {
        parts.push(text.slice(start, i));
        start = i + 1;
      }
    }
  }
  if (quote || depth !== 0) return null;
  parts.push(text.slice(start));
  return parts;
}

// The key one complex selector requires of a matching element: '#id', '.class' or 'tag'
// (lower case), or null when there is none to be sure of.
function selectorKey(selector) {
  const text = selector.trim();
  if (text === '') return null;
  // Start of the rightmost compound: after the last top-level combinator.
  let depth = 0;
  let quote = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 34 || c === 39) quote = c;
    else if (c === 40 || c === 91) depth++;
    else if (c === 41 || c === 93) depth--;
    else if (
      depth === 0 &&
      (c === 32 || c === 9 || c === 10 || c === 12 || c === 13 || c === 62 || c === 43 || c === 126)
    )
      start = i + 1; // whitespace, >, +, ~
  }
  const compound = text.slice(start);
  let id = null;
  let className = null;
  let tag = null;
  depth = 0;
  quote = 0;
  for (let i = 0; i < compound.length; i++) {
    const c = compound.charCodeAt(i);
    if (quote) {
      if (c === quote) quote = 0;
      continue;
    }
    if (c === 34 || c === 39) quote = c;
    else if (c === 40 || c === 91) depth++;
    else if (c === 41 || c === 93) depth--;
    else if (depth === 0 && (c === 46 || c === 35 || c === 58 || (i === 0 && isNameChar(c)))) {
      // . # : or a leading type selector: read the name that follows.
      const nameStart = c === 46 || c === 35 || c === 58 ? i + 1 : i;
      let end = nameStart;
      while (end < compound.length && isNameChar(compound.charCodeAt(end))) end++;
      const name = compound.slice(nameStart, end).toLowerCase();
      if (name !== '') {
        if (c === 35) id ??= name;
        else if (c === 46) className = name;
        else if (c !== 58) tag = name;
      }
      i = end - 1;
    }
  }
  if (id !== null) return '#' + id;
  if (className !== null) return '.' + className;
  if (tag !== null) return tag;
  return null;
}

// Keys of a rule, or null when it must be tested against every element.
function ruleKeys(rule) {
  const text = rule.selectorText;
  if (typeof text !== 'string') return null;
  const selectors = splitSelectorList(text);
  if (selectors === null) return null;
  const keys = new Set();
  for (const selector of selectors) {
    const key = selectorKey(selector);
    if (key === null) return null;
    keys.add(key);
  }
  return keys;
}

function build(sheets) {
  const rules = [];
  const selectorTexts = [];
  const buckets = new Map();
  const everyElement = [];
  walkRules(sheets, (rule) => {
    const position = rules.length;
    rules.push(rule);
    selectorTexts.push(rule.selectorText);
    const keys = ruleKeys(rule);
    if (keys === null) everyElement.push(position);
    else
      for (const key of keys) {
        const bucket = buckets.get(key);
        if (bucket) bucket.push(position);
        else buckets.set(key, [position]);
      }
  });
  state.rebuilds++;
  return { rules, selectorTexts, buckets, everyElement };
}

function isCurrent(index, sheets) {
  let position = 0;
  let same = true;
  walkRules(sheets, (rule) => {
    if (!same) return;
    if (index.rules[position] !== rule || index.selectorTexts[position] !== rule.selectorText)
      same = false;
    position++;
  });
  return same && position === index.rules.length;
}

const indexes = new WeakMap(); // document impl -> index

function candidatePositions(index, elementImpl) {
  const lists = [index.everyElement];
  const add = (key) => {
    const bucket = index.buckets.get(key);
    if (bucket) lists.push(bucket);
  };
  add(elementImpl._localName.toLowerCase());
  const id = elementImpl.getAttributeNS(null, 'id');
  if (id) add('#' + id.toLowerCase());
  const classes = elementImpl.getAttributeNS(null, 'class');
  if (classes)
    for (const name of new Set(classes.toLowerCase().split(/[\t\n\f\r ]+/)))
      if (name !== '') add('.' + name);
  if (lists.length === 1) return lists[0];
  // Each list is ascending; a rule may be in several (one key per selector): merge, no repeats.
  const merged = [];
  for (const list of lists) for (const position of list) merged.push(position);
  merged.sort((a, b) => a - b);
  const unique = [];
  for (let i = 0; i < merged.length; i++)
    if (i === 0 || merged[i] !== merged[i - 1]) unique.push(merged[i]);
  return unique;
}

// Calls handleRule for each rule matching the element, as jsdom's own walk does.
function forEachMatchingRule(elementImpl, sheets, matches, handleRule) {
  const documentImpl = elementImpl._ownerDocument;
  let index = indexes.get(documentImpl);
  if (!index || !isCurrent(index, sheets)) {
    index = build(sheets);
    indexes.set(documentImpl, index);
  }
  const positions = candidatePositions(index, elementImpl);
  state.lookups++;
  state.candidates += positions.length;
  state.rules += index.rules.length;
  for (const position of positions) {
    const rule = index.rules[position];
    if (matches(rule, elementImpl)) handleRule(rule);
  }
}

module.exports = { state, walkRules, selectorKey, ruleKeys, forEachMatchingRule };
