/**
 * The moments `bench:ui` waits for, as JavaScript expressions evaluated in the page once per
 * frame (see frameWhen in browser.ts). Each names what the user sees, by role and label.
 */

const list = (label: string) => `document.querySelector('[role=listbox][aria-label="${label}"]')`;

/** A list that shows its rows (or says it is empty), no spinner over it. */
export const listShown = (label: string) => `(() => {
  const box = ${list(label)};
  if (!box) return false;
  const spin = box.closest('.ant-spin-nested-loading');
  if (spin && spin.querySelector('.ant-spin-spinning')) return false;
  return box.querySelector('[role=option]') !== null || box.querySelector('.ant-empty') !== null;
})()`;

/** The selected request's details: its name as the panel's heading, and its tabs. */
export const requestDetailsShown = `(() => {
  const selected = document.querySelector('[role=listbox][aria-label="Binary requests"] [role=option][aria-selected=true] strong');
  const heading = document.querySelector('main h3');
  return !!selected && !!heading && heading.textContent === selected.textContent &&
    document.querySelector('main [role=tab]') !== null;
})()`;

/** The request whose name is `name` shows in the details panel. */
export const detailsOf = (name: string) => `(() => {
  const heading = document.querySelector('main h3');
  return !!heading && heading.textContent === ${JSON.stringify(name)} &&
    document.querySelector('main [role=tab]') !== null;
})()`;

/** The cold load's end: the list and the selected request's details. */
export const binaryRequestsComplete = `(${listShown('Binary requests')}) && (${requestDetailsShown})`;

/** A screen's main landmark with its page heading in it: the screen, not the loading spinner. */
export const mainLandmarkShown = `(() => {
  const main = document.querySelector('main');
  return !!main && main.querySelector('h1, h2') !== null;
})()`;

/** The Notes tab's panel with its notes (or its empty text), loaded. */
export const notesShown = `(() => {
  const tab = [...document.querySelectorAll('main [role=tab]')].find((t) => t.textContent === 'Notes');
  if (!tab || tab.getAttribute('aria-selected') !== 'true') return false;
  const panel = document.getElementById(tab.getAttribute('aria-controls'));
  if (!panel || panel.querySelector('.ant-spin-spinning')) return false;
  return panel.querySelector('[role=list][aria-label=Notes], .ant-empty') !== null;
})()`;

/** The list answered `term`: the URL has it, no spinner, and every row (or the empty text) matches. */
export const searchAnswered = (term: string) => `(() => {
  if (new URLSearchParams(location.search).get('q') !== ${JSON.stringify(term)}) return false;
  const box = ${list('Binary requests')};
  if (!box || box.closest('.ant-spin-nested-loading')?.querySelector('.ant-spin-spinning')) return false;
  const rows = [...box.querySelectorAll('[role=option]')];
  return rows.length > 0 || box.querySelector('.ant-empty') !== null;
})()`;

/** The open dialog whose title starts with `title`, laid out on the page (null when none). */
const dialogTitled = (
  title: string,
) => `[...document.querySelectorAll('[role=dialog]')].find((d) => {
  const id = d.getAttribute('aria-labelledby');
  const heading = id ? document.getElementById(id) : null;
  return heading && heading.textContent.startsWith(${JSON.stringify(title)}) &&
    d.getBoundingClientRect().width > 0;
})`;

/** A dialog named `name` is open, its first text field ready for typing. */
export const dialogShown = (name: string) => `(() => {
  const dialog = (${dialogTitled(name)});
  return !!dialog && dialog.querySelector('input[type=text], input:not([type]), textarea') !== null;
})()`;

/** A dialog whose title starts with `title` shows (a question: no field to wait for). */
export const questionShown = (title: string) => `!!(${dialogTitled(title)})`;

/** Software Set Validations: its heading and its list. */
export const validationsShown = `(() => {
  const heading = document.querySelector('main h2');
  return !!heading && /Software Set Validations/.test(heading.textContent) && (${listShown('Software set validations')});
})()`;
