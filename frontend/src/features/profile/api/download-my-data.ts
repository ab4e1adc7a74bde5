import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '@/lib/api-client';

const FALLBACK_FILENAME = 'd1-gang-my-data.json';

/** The file name the API gives in Content-Disposition, or the store's own. */
function filenameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_FILENAME;
}

/** GET /me/data, saved by the browser as the file the API names. */
async function downloadMyData(): Promise<void> {
  const response = await apiResponse('GET /me/data');
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filenameOf(response);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the object URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Downloads everything the store holds about the signed-in user as a JSON file. */
export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData, networkMode: 'always' });
}
