import type { ImageRequestDialogProps } from './ImageRequestDialog';
import { lazyDialog } from '../lazyDialog/lazyDialog';

/** How the test's stand-in for the dialog's chunk has been used. */
export interface DeferredChunk {
  /** Times the code was asked for. */
  imports: number;
  /** Lets the asked-for code arrive (the real dialog). */
  arrive(): void;
}

/**
 * For jest.mock of './imageRequestDialogChunk' in tests: the dialog's code stays on its way
 * until the test calls `chunk.arrive()`, as on a slow network.
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
      release = () => resolve(jest.requireActual<typeof import('./ImageRequestDialog')>('./ImageRequestDialog'));
    });
  });
  return { imageRequestDialog, chunk };
}

export const mockedChunk = () =>
  jest.requireMock<{ chunk: DeferredChunk }>('./imageRequestDialogChunk').chunk;
