// POST /api/v1/users/check_user: is the caller an admin?
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const checkUserQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'check'], queryFn: () => api<{ isAdmin: boolean }>('POST', '/users/check_user', { body: {} }) });

export const useCheckUser = () => useQuery(checkUserQueryOptions());
