import { useEffect } from 'react';

interface LightForm<V> {
  values: V;
  setValue: (name: keyof V, value: string) => void;
}

/**
 * The sign-in pages arrive prerendered (scripts/prerender.ts): a visitor (or the browser's
 * password manager) can fill the fields before the page's script has run. Hydration keeps the
 * page as it is but not what was typed, so once mounted, take the fields' text into the form
 * (and the state of the checkboxes given by id).
 */
export function useTypedBeforeHydration<V extends { [K in keyof V]: string }>(
  form: LightForm<V>,
  checkboxes: Record<string, (checked: boolean) => void> = {},
): void {
  useEffect(() => {
    for (const [id, setChecked] of Object.entries(checkboxes)) {
      const box = document.getElementById(id);
      if (box instanceof HTMLInputElement && box.checked) setChecked(true);
    }
    for (const name of Object.keys(form.values) as (keyof V & string)[]) {
      const input = document.getElementById(name);
      if (input instanceof HTMLInputElement && input.value !== form.values[name])
        form.setValue(name, input.value);
    }
    // Once, right after hydration: later the inputs and the form state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
