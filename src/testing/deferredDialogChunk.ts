import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ImageRequestDialogProps } from '@/features/requests/imageRequestDialog/ImageRequestDialog';
import { lazyDialog } from '@/components/lazyDialog/lazyDialog';

/** How the test's stand-in for the dialog's chunk has been used. */
export interface DeferredChunk {
  /** Times the code was asked for. */
  imports: number;
  /** Lets the asked-for code arrive (the real dialog). */
  arrive(): void;
}

/**
 * For jest.mock of 'features/requests/imageRequestDialog/imageRequestDialogChunk' in tests: the
 * dialog's code stays on its way until the test calls `chunk.arrive()`, as on a slow network.
 */
export function deferredImageRequestDialogChunk() {
  let release: (() => void) | undefined;
  const chunk: DeferredChunk = {
    imports: 0,
    arrive: () => release?.(),
  };
  const imageRequestDialog = lazyDialog<ImageRequestDialogProps>(() => {
    chunk.imports += 1;
    return new Promise((resolve) => {
      release = () =>
        resolve(
          jest.requireActual<
            typeof import('@/features/requests/imageRequestDialog/ImageRequestDialog')
          >('@/features/requests/imageRequestDialog/ImageRequestDialog'),
        );
    });
  });
  return { imageRequestDialog, chunk };
}

export const mockedChunk = () =>
  jest.requireMock<{ chunk: DeferredChunk }>(
    '@/features/requests/imageRequestDialog/imageRequestDialogChunk',
  ).chunk;

/**
 * The first Add of a session while the dialog's code is held back (issue 11 item 6): the code
 * is asked for once the list is shown and the browser idle; a click shows `progress` on `add`
 * and a second click does nothing more; once the code arrives one dialog titled `title` opens
 * with focus on Name, and the progress is gone.
 */
export async function expectFirstOpenWhileCodeLoads(
  add: HTMLElement,
  { progress, title }: { progress: string; title: string },
) {
  const chunk = mockedChunk();
  // Nobody clicked: the list is shown and the browser is idle (jsdom: the timer fallback).
  await waitFor(() => expect(chunk.imports).toBe(1), { timeout: 5_000 });

  fireEvent.click(add);
  expect(await screen.findByRole('progressbar', { name: progress })).toBeInTheDocument();
  expect(add).toHaveAttribute('aria-busy', 'true');
  // Impatient: a second click while the code is on its way.
  fireEvent.click(add);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // The click joined the fetch under way.
  expect(chunk.imports).toBe(1);
  chunk.arrive();
  const name = await screen.findByLabelText('Name');
  await waitFor(() => expect(name).toHaveFocus());
  expect(screen.getAllByText(title, { selector: '.ant-modal-title' })).toHaveLength(1);
  expect(screen.queryByRole('progressbar', { name: progress })).not.toBeInTheDocument();
  expect(add).toHaveAttribute('aria-busy', 'false');
}
