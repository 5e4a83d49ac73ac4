// The paging unit's entry: exactly what code outside src/paging/ uses of it.
export { filteredPage } from './filtered-page.ts';
export { connectPagedList, type PagedListViewModel } from './paged-list.connect.ts';
export { createPagedListMachine, type FetchPageInput, type SummaryPage } from './paged-list.machine.ts';
export { initialPaging, type Page, pagingReducer } from './paging.reducer.ts';
