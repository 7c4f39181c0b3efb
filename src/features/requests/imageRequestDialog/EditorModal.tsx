import { Dialog } from '@/components/dialog/Dialog';
import type { ReactNode, RefObject } from 'react';
import { DIALOG_CLASS } from '@/components/dialogLayout/dialogLayout';

interface Props {
  title: string;
  /** The Link Components tab shows: the dialog widens, and Escape means "back". */
  linking: boolean;
  /** Back from the Link Components tab to the request. */
  onBack(): void;
  /** Escape, the close button: the editor asks before changes are thrown away. */
  onClose(): void;
  /** The dialog has opened: the user starts typing at once. */
  onOpened(): void;
  /** Recorded by the host at the opening, for a dialog prepared before it (Dialog's `opener`). */
  opener?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** The editor's modal and how it closes: never by a click outside, Escape as the tab means. */
export function EditorModal({
  title,
  linking,
  onBack,
  onClose,
  onOpened,
  opener,
  children,
}: Props) {
  return (
    <Dialog
      opener={opener}
      rootClassName={DIALOG_CLASS}
      open
      title={title}
      width={linking ? 'auto' : 1024}
      footer={null}
      // Shown at once, without antd's zoom: a zooming dialog renders its content only after it
      // has mounted, so the one prepared ahead, hidden (RequestDialogHost), would hold nothing.
      transitionName=""
      mask={{ closable: false }}
      onCancel={(event) => {
        // On the Link Components tab Escape means "back", never "throw the request away".
        if (linking && event.type === 'keydown') onBack();
        else onClose();
      }}
      // Escape from inside the dialog is handled here, before antd's app-wide stack of open
      // layers sees it: a discard question just closed can still sit on top of that stack
      // for a moment and swallow the next Escape, leaving the user without an answer.
      modalRender={(node) => (
        <div
          onKeyDown={(event) => {
            const target = event.target instanceof HTMLElement ? event.target : null;
            // An open select or date picker closes its own list first.
            if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
            if (target?.getAttribute('aria-expanded') === 'true') return;
            event.stopPropagation();
            // On the Link Components tab Escape means "back", never "throw the request away".
            if (linking) onBack();
            else onClose();
          }}
        >
          {node}
        </div>
      )}
      afterOpenChange={(open) => {
        if (open) onOpened();
      }}
    >
      {children}
    </Dialog>
  );
}
