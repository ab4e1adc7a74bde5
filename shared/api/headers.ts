/** The paged CSV export names its next page in this response header; it is absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
