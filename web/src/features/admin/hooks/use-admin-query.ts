import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import type { en } from '../../../i18n/catalogs';

/** The toast texts of SPEC §8, one per admin list. */
export type AdminErrorKey = `admin.errors.${Exclude<keyof (typeof en)['admin']['errors'], 'title'>}`;

/**
 * An admin list or figure. A failed fetch shows SPEC §8's toast ('Error' / 'Failed to fetch users')
 * and the list is empty, never the previous answer.
 */
export function useAdminQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, errorKey: AdminErrorKey, enabled = true) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey, queryFn, enabled, placeholderData: keepPreviousData, staleTime: 15_000 });
  const failed = query.isError;
  useEffect(() => {
    if (failed) toast.error(t('admin.errors.title'), { description: t(errorKey) });
  }, [failed, errorKey, t]);
  return { ...query, data: failed ? undefined : query.data };
}
