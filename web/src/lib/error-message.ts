import type { TFunction } from '../i18n';
import { isApiError } from './api';

/** The translated message for an error: by its code when the server gave one (STYLE.md §4). */
export function errorMessage(t: TFunction, error: unknown): string {
  if (isApiError(error)) return t(`errors.${error.code}`);
  if (error instanceof TypeError) return t('errors.network'); // fetch rejects with TypeError offline
  return t('errors.unknown');
}
