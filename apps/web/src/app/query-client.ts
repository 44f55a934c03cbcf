import { createQueryClient } from '@/lib/query-client';

/** The app's one query cache: the providers hand it to React, route loaders prefetch into it. */
export const queryClient = createQueryClient();
