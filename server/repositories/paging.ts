/** Paging and sorting exactly as spec section 9: page size 10 unless asked, rowCount + gridRows. */
export interface PageQuery {
  page?: number;
  itemsPerPage?: number;
  searchTerm?: string;
  sortField?: string;
  sortDirection?: 'asc' | 'desc';
}

export interface Page<T> {
  rowCount: number;
  gridRows: T[];
}

export const DEFAULT_PAGE_SIZE = 10;

export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  const limit = query.itemsPerPage ?? DEFAULT_PAGE_SIZE;
  const page = Math.max(1, query.page ?? 1);
  return { limit, offset: (page - 1) * limit };
}

/** The search term as a case-insensitive LIKE pattern (its own % and _ taken literally), or null. */
export function searchPattern(term: string | undefined): string | null {
  const trimmed = term?.trim().toLowerCase();
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * ORDER BY for a documented sort field. `columns` maps each field the contract allows to its
 * SQL expression (the contract's enum already refused any other field with a 400); the id
 * breaks ties so pages never overlap.
 */
export function orderBy<F extends string>(
  columns: Record<F, string>,
  field: F,
  direction: 'asc' | 'desc' | undefined,
  idColumn: string,
): string {
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  // No NULLS LAST: it would stop PostgreSQL from reading the (expression, id) indexes backwards.
  return `ORDER BY ${columns[field]} ${dir}, ${idColumn} ${dir}`;
}
