// The help centre, contact and chat texts, one chunk per language (catalog-parts.ts).
export { default } from '../fr/support.json';
