export { Pagination, pageItems, type PageItem, type PaginationProps } from './Pagination';
