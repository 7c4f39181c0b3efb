import type { ConfigProviderProps } from 'antd';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconLoading } from '@/components/icon/icons';

/**
 * Every button's loading icon, shown and removed with the loading state itself. antd's own is
 * animated in and out, and only removed once its closing transition ends; when an answer
 * comes a few milliseconds after the click, that end never comes, and the hidden icon stays
 * in the button for good: its accessible name then reads 'loading Save' (seen in Chromium,
 * where a journey could no longer find the Save button after a refused save).
 */
export const appButtonConfig: ConfigProviderProps['button'] = {
  // Named, as antd's was: the busy button reads 'loading Save'.
  loadingIcon: <MdiIcon path={iconLoading} spin label="loading" />,
};
