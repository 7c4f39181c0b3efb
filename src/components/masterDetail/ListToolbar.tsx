import { Button, Flex, Tooltip } from 'antd';
// antd's Search alone: the Input barrel brings TextArea, Password and OTP (about 9 KB gzip)
// into every list screen.
import Search from 'antd/lib/input/Search';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SortSelect } from './SortSelect';
import type { ListParams } from './useListParams';
import { MdiIcon } from '@/components/icon/MdiIcon';
import { iconSortAscending, iconSortDescending } from '@/components/icon/icons';

/** How long typing pauses before the list is searched. */
export const SEARCH_DEBOUNCE_MS = 150;

interface ListToolbarProps<F extends string> {
  params: ListParams<F>;
  searchPlaceholder?: string;
}

interface SearchBoxProps {
  /** The URL's search term. */
  search: string;
  setSearch(search: string): void;
  placeholder: string;
}

/**
 * The debounced search box. A component of its own: a key typed renders the box alone, not
 * the sort controls beside it (issue 20, the slowest key event).
 */
function SearchBox({ search, setSearch, placeholder }: SearchBoxProps) {
  const [text, setText] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The URL term last drawn, and the terms our own typing put in the URL, oldest first (the URL
  // follows a moment later, and on a slow machine it may show an older one of them first: keys
  // typed meanwhile must not be reset).
  const latestSearch = useRef(search);
  const ownTerms = useRef<string[]>([]);

  // The URL changed: one of our own searches arriving keeps what was typed since; anything else
  // (back button, a link, a cleared filter) shows the URL's term. Decided once the URL is drawn,
  // never during a render: a render the router's transition throws away (a chunk still loading)
  // carries an older term, and state set from it outlived it and reset the box to that term.
  useLayoutEffect(() => {
    latestSearch.current = search;
    const arrived = ownTerms.current.indexOf(search);
    if (arrived >= 0) {
      ownTerms.current = ownTerms.current.slice(arrived);
    } else {
      ownTerms.current = [];
      setText(search);
    }
  }, [search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (value: string) => {
    clearTimeout(timer.current);
    const term = value.trim();
    if (term === latestSearch.current) return;
    ownTerms.current = [...ownTerms.current, term];
    setSearch(value);
  };

  const onType = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    const typedOver = latestSearch.current;
    timer.current = setTimeout(() => {
      // Typing that the URL has since moved past (back button) is dropped; our own earlier
      // search having arrived meanwhile is not a move away.
      const now = latestSearch.current;
      if (now === typedOver || ownTerms.current.includes(now)) apply(value);
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <Search
      aria-label="Search"
      placeholder={placeholder}
      allowClear
      value={text}
      onChange={(event) => onType(event.target.value)}
      onSearch={apply}
      style={{ flex: '1 1 160px' }}
    />
  );
}

/** Search box (debounced), sort-field select and ascending/descending toggle. */
function Toolbar<F extends string>({ params, searchPlaceholder = 'Search' }: ListToolbarProps<F>) {
  const ascending = params.sortDirection === 'asc';
  const directionLabel = ascending ? 'Ascending' : 'Descending';

  return (
    <Flex gap={8} wrap>
      <SearchBox
        search={params.search}
        setSearch={params.setSearch}
        placeholder={searchPlaceholder}
      />
      <SortSelect
        value={params.sortField}
        onChange={params.setSortField}
        options={params.sortOptions.map(({ value, label }) => ({ value, label }))}
      />
      <Tooltip title={directionLabel}>
        <Button
          aria-label={directionLabel}
          icon={
            ascending ? <MdiIcon path={iconSortAscending} /> : <MdiIcon path={iconSortDescending} />
          }
          onClick={() => params.setSortDirection(ascending ? 'desc' : 'asc')}
        />
      </Tooltip>
    </Flex>
  );
}

/** The parts of the list's parameters the toolbar draws or calls. */
const sameToolbar = <F extends string>(
  before: ListToolbarProps<F>,
  after: ListToolbarProps<F>,
): boolean =>
  before.searchPlaceholder === after.searchPlaceholder &&
  (
    [
      'search',
      'sortField',
      'sortDirection',
      'sortOptions',
      'setSearch',
      'setSortField',
      'setSortDirection',
    ] as const
  ).every((key) => before.params[key] === after.params[key]);

/**
 * Memoised on what it draws: selecting an item or turning a page changes the list's parameters
 * but not the toolbar (issue 20: select a request until its details show).
 */
export const ListToolbar = memo(Toolbar, sameToolbar) as typeof Toolbar;
