export { SearchBar } from './SearchBar/SearchBar';
export type { SearchAttribute, SearchBarProps, SearchQuery, SearchSubFilter } from './SearchBar/SearchBar';
