// The requests feature's public surface: what other features may import (the boundaries
// rule in eslint.config.js allows no other file of this feature to them).
/** Software Validations opens the Add Image Request dialog on a checked software set. */
export { imageRequestDialog } from './imageRequestDialog/imageRequestDialogChunk';
/** Data Management previews a component type's Link Components panel. */
export { default as LinkComponentPanel } from './imageRequestDialog/LinkComponentPanel';
