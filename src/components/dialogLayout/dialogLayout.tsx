import { XS } from '../breakpoints';

/**
 * Dialogs that fit every window: the dialog never grows past the window (its body scrolls
 * inside it, so the title and the buttons stay in view), and on a phone it fills the screen.
 * A Modal, or a modal.confirm question, opts in with `rootClassName={DIALOG_CLASS}`; the rules live in one stylesheet
 * (AppShell renders it) because antd's Modal takes no media queries of its own.
 */
export const DIALOG_CLASS = 'app-dialog';

/**
 * A dialog's button row that is the last row of its tab's content (the request dialog): it
 * stays at the bottom of the scrolling body, so Save and Cancel are always in view.
 */
export const DIALOG_FOOTER_CLASS = 'app-dialog-footer';

// The class twice: antd's own rules for the same elements (its narrow-screen margins) come
// later in the page with equal weight.
const R = `.${DIALOG_CLASS}.${DIALOG_CLASS}`;

const css = `
${R} .ant-modal { top: 24px; padding-bottom: 24px; }
${R} .ant-modal-container {
  display: flex; flex-direction: column; max-height: calc(100dvh - 48px);
}
${R} .ant-modal-header, ${R} .ant-modal-footer { flex: none; }
${R} .ant-modal-body { flex: 1 1 auto; min-height: 0; overflow-y: auto; overflow-x: hidden; }
/* Dialogs whose buttons are the last row of their tab's content (the request dialog): that
   row stays at the bottom of the scrolling body. */
${R} .${DIALOG_FOOTER_CLASS} {
  position: sticky; bottom: 0; z-index: 3; margin-top: 0; padding-block: 12px 0;
  background: var(--ant-modal-content-bg, #fff);
}
/* Confirmations (modal.confirm, the discard question): their buttons end the body, and stay
   at its bottom when a long question scrolls (a phone's full-screen dialog). */
${R} .ant-modal-confirm-body-wrapper { display: flex; flex-direction: column; min-height: 100%; }
${R} .ant-modal-confirm-btns {
  position: sticky; bottom: 0; margin-top: auto; padding-top: 12px;
  background: var(--ant-modal-content-bg, #fff);
}
@media (max-height: 899px) {
  ${R} .ant-modal { top: 16px; padding-bottom: 16px; }
  ${R} .ant-modal-container { max-height: calc(100dvh - 32px); }
}
@media ${XS} {
  ${R} .ant-modal {
    width: 100vw !important; max-width: 100vw; margin: 0; top: 0; padding-bottom: 0;
  }
  ${R} .ant-modal-container {
    height: 100dvh; max-height: 100dvh; border-radius: 0; padding: 16px;
  }
}
`;

/** The stylesheet behind DIALOG_CLASS; React hoists it into the head once. */
export function DialogLayoutStyle() {
  return (
    <style href="app-dialog-layout" precedence="default">
      {css}
    </style>
  );
}
