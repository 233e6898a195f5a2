// The texts every page needs, one chunk per language (catalog-parts.ts); main.tsx renders once it is in.
export { default } from '../en/core.json';
