import type { UpdatePreviewResponse } from '@shared/api/types/updates';
import type { UpdatePreviewRequest } from '@shared/schemas/updates';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateKeys } from './update-keys';

function previewUpdate(body: UpdatePreviewRequest): Promise<UpdatePreviewResponse> {
  return api('POST /admin/updates/preview', { body });
}

/** The server's two renderings of what is being written (nothing is stored). */
export function usePreviewUpdate() {
  return useMutation({ mutationFn: previewUpdate });
}

const renderingQueryOptions = (source: UpdatePreviewRequest) =>
  queryOptions({
    queryKey: updateKeys.rendering(source),
    queryFn: () => previewUpdate(source),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The renderings of an update already sent: the same Markdown always renders the same. */
export function useUpdateRendering(source: UpdatePreviewRequest) {
  return useQuery(renderingQueryOptions(source));
}
