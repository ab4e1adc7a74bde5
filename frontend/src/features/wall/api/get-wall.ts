import { queryOptions, useQuery } from '@tanstack/react-query';
import { takeFilledWall } from '../lib/filled-wall';
import { wallKeys } from './wall-keys';
import { getWall } from './wall-request';

const wallQueryOptions = () => queryOptions({ queryKey: wallKeys.overview(), queryFn: getWall });

/**
 * The wall; on the prerendered page, first the answer its fill script wrote in, held as if fetched when
 * the app first renders the wall (fetched again as any query is, once the query client's staleTime has passed).
 */
export function useWall() {
  return useQuery({ ...wallQueryOptions(), initialData: () => takeFilledWall() ?? undefined });
}
