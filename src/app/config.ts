/**
 * The provider's name is deployment configuration: webpack's DefinePlugin replaces
 * `process.env.PROVIDER_NAME` at build time (see webpack.config.ts); tests fall back here too.
 */
export const PROVIDER_NAME: string = process.env.PROVIDER_NAME || 'Gaming Labs';

export const APP_TITLE = 'Image Requests';
