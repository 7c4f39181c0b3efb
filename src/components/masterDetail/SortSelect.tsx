import { theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterScreenComplete } from '@/lib/screenComplete';

// antd's Select (with its virtual list, about 24 KB gzip) is the largest part of a list
// screen's toolbar: it loads once the screen is complete, in idle time, or at the user's first
// use of the control, whichever comes first. Until then a look-alike shows the current choice.
const importSelect = () => import(/* webpackChunkName: "select" */ 'antd/lib/select');
let loading: ReturnType<typeof importSelect> | undefined;
let loaded = false;
function loadSelect(): ReturnType<typeof importSelect> {
  loading ??= importSelect().then((module) => {
    loaded = true;
    return module;
  });
  return loading;
}
const LazySelect = lazy(loadSelect);

interface Props<V extends string> {
  value: V;
  options: { value: V; label: string }[];
  onChange(value: V): void;
}

/** The list toolbar's "Sort by" select. */
export function SortSelect<V extends string>({ value, options, onChange }: Props<V>) {
  const [ready, setReady] = useState(loaded);
  // The user reached for the control before antd's Select arrived: it opens once here.
  const [openOnLoad, setOpenOnLoad] = useState(false);
  useEffect(() => {
    if (ready) return;
    return afterScreenComplete(() => void loadSelect().then(() => setReady(true)));
  }, [ready]);

  const style = { minWidth: 150 };
  if (ready || openOnLoad) {
    return (
      <Suspense fallback={<Placeholder value={value} options={options} onUse={() => undefined} />}>
        <LazySelect
          aria-label="Sort by"
          value={value}
          onChange={(chosen: unknown) => {
            const option = options.find((candidate) => candidate.value === chosen);
            if (option) onChange(option.value);
          }}
          options={options}
          style={style}
          defaultOpen={openOnLoad}
          autoFocus={openOnLoad}
        />
      </Suspense>
    );
  }
  return <Placeholder value={value} options={options} onUse={() => setOpenOnLoad(true)} />;
}

/** antd's Select as it looks closed: a combobox that asks for the real one when used. */
function Placeholder<V extends string>({
  value,
  options,
  onUse,
}: Pick<Props<V>, 'value' | 'options'> & { onUse(): void }) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      role="combobox"
      aria-label="Sort by"
      aria-expanded={false}
      aria-haspopup="listbox"
      onClick={onUse}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') onUse();
      }}
      style={{
        minWidth: 150,
        height: token.controlHeight,
        padding: `0 ${token.paddingSM - 1}px`,
        border: `${token.lineWidth}px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        color: token.colorText,
        font: 'inherit',
        textAlign: 'start',
        cursor: 'pointer',
      }}
    >
      {options.find((option) => option.value === value)?.label ?? value}
    </button>
  );
}
