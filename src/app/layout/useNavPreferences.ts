import { useCallback, useState } from 'react';

const STORAGE_KEY = 'sideNav';

interface NavPreferences {
  /** Pinned: always expanded. Unpinned: the user may collapse it. */
  pinned: boolean;
  collapsed: boolean;
}

function read(): NavPreferences {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (
      typeof stored === 'object' &&
      stored !== null &&
      'pinned' in stored &&
      'collapsed' in stored
    ) {
      return { pinned: stored.pinned === true, collapsed: stored.collapsed === true };
    }
  } catch {
    // A damaged value just means the defaults.
  }
  return { pinned: true, collapsed: false };
}

/** Pin and collapse state of the side navigation, remembered across visits. */
export function useNavPreferences() {
  const [preferences, setPreferences] = useState<NavPreferences>(read);
  const update = useCallback((next: NavPreferences) => {
    setPreferences(next);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  }, []);
  return {
    pinned: preferences.pinned,
    collapsed: !preferences.pinned && preferences.collapsed,
    togglePinned: () => update({ pinned: !preferences.pinned, collapsed: false }),
    toggleCollapsed: () => update({ ...preferences, collapsed: !preferences.collapsed }),
  };
}
