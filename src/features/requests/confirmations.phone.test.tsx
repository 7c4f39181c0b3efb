import { configure, render, screen, waitFor } from '@testing-library/react';
import { ConfirmDialog } from '@/components/dialog/ConfirmDialog';
import { setViewportWidth } from '@/testing/viewport';
import { choose, typeInto } from '@/testing/dialogTestSteps';
import {
  mainPgm,
  mockDialogApi,
  renderDialog,
  requestWith,
} from '@/features/requests/imageRequestDialog/testData';
import { resetUnsavedChanges } from '@/components/unsavedChanges/unsavedChangesStore';
import { DIALOG_CLASS, DialogLayoutStyle } from '@/components/dialogLayout/dialogLayout';

// antd renders slowly in jsdom, and the test machine is shared.
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

let restore: () => void;
afterEach(() => {
  restore();
  resetUnsavedChanges();
});

/**
 * The declarations the dialog layout's stylesheet gives `element` at the window width the
 * test set: its rules whose selector matches the element, in media blocks that
 * window.matchMedia says apply (jsdom itself applies no width queries).
 */
function declaredFor(element: Element): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        if (window.matchMedia(rule.media.mediaText).matches) visit(rule.cssRules);
      } else if (
        rule instanceof CSSStyleRule &&
        rule.selectorText.includes(DIALOG_CLASS) &&
        element.matches(rule.selectorText)
      ) {
        for (const name of Array.from(rule.style))
          found.set(name, rule.style.getPropertyValue(name));
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return found;
}

/** The question's dialog: inside the window-fitting layout, with its buttons. */
function questionDialog(title: string) {
  const dialog = screen.getAllByText(title)[0].closest('.ant-modal');
  if (!dialog) throw new Error(`No dialog for ${title}`);
  expect(dialog.closest(`.${DIALOG_CLASS}`)).not.toBeNull();
  return dialog as HTMLElement;
}

function expectFullScreen(dialog: HTMLElement, buttons: string[]) {
  expect(declaredFor(dialog).get('width')).toBe('100vw');
  const container = dialog.querySelector('.ant-modal-container');
  if (!container) throw new Error('No container');
  expect(declaredFor(container).get('height')).toBe('100dvh');
  for (const name of buttons) {
    const button = Array.from(dialog.querySelectorAll('button')).find(
      (b) => b.textContent === name,
    );
    expect(button).toBeDefined();
  }
}

describe('confirmation dialogs on a phone (390 px)', () => {
  beforeEach(() => {
    restore = setViewportWidth(390);
  });

  it('the clear-links question (modal.confirm) and the discard question fill the screen, buttons at hand', async () => {
    render(<DialogLayoutStyle />);
    mockDialogApi({
      request: requestWith([
        {
          ...mainPgm,
          relatedKeytbl: 501,
          name: 'Main Program',
          status: 'Approved',
          version: '1.0',
        },
      ]),
    });
    renderDialog({ mode: 'edit', requestId: 42 });
    await screen.findByDisplayValue('Spring release');

    await choose('Platform', 'Acme One');
    await screen.findAllByText('Clear the linked components?');
    const clearLinks = questionDialog('Clear the linked components?');
    expectFullScreen(clearLinks, ['Change and clear', 'Keep current']);
    // The buttons end the question and stay at the bottom if it scrolls.
    const buttonRow = clearLinks.querySelector('.ant-modal-confirm-btns');
    if (!buttonRow) throw new Error('No button row');
    expect(declaredFor(buttonRow).get('position')).toBe('sticky');
    Array.from(clearLinks.querySelectorAll('button'))
      .find((b) => b.textContent === 'Keep current')
      ?.click();
    await waitFor(() =>
      expect(screen.queryAllByText('Clear the linked components?')).toHaveLength(0),
    );

    typeInto('Name', 'Autumn release');
    screen.getAllByLabelText('Close', { selector: 'button' })[0].click();
    await screen.findByText('Discard unsaved changes?');
    expectFullScreen(questionDialog('Discard unsaved changes?'), [
      'Discard changes',
      'Keep editing',
    ]);
  });

  it('the Delete Request confirmation fills the screen', async () => {
    render(
      <>
        <DialogLayoutStyle />
        <ConfirmDialog
          title="Delete Request"
          message="Delete this request?"
          okText="Delete"
          busy={false}
          onConfirm={jest.fn()}
          onCancel={jest.fn()}
        />
      </>,
    );
    await screen.findByText('Delete this request?');
    expectFullScreen(questionDialog('Delete this request?'), ['Delete', 'Cancel']);
  });
});

describe('confirmation dialogs on a laptop (1280 px)', () => {
  beforeEach(() => {
    restore = setViewportWidth(1280);
  });

  it('keep their own width', async () => {
    render(
      <>
        <DialogLayoutStyle />
        <ConfirmDialog
          title="Delete Request"
          message="Delete this request?"
          okText="Delete"
          busy={false}
          onConfirm={jest.fn()}
          onCancel={jest.fn()}
        />
      </>,
    );
    await screen.findByText('Delete this request?');
    const dialog = questionDialog('Delete this request?');
    expect(declaredFor(dialog).get('width')).toBeUndefined();
  });
});
