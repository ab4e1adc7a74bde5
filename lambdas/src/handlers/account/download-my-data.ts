import { collectAccountData } from '../../data/account-data';
import { defineRoute } from '../../lib/http';
import { jsonDownload } from '../../lib/responses';

/** The file name the browser saves the data download under. */
const MY_DATA_FILENAME = 'd1-gang-my-data.json';

/** GET /me/data: everything the store holds about the caller, as a JSON file to save. */
export const downloadMyData = defineRoute('GET /me/data', {}, async ({ caller }) =>
  jsonDownload(await collectAccountData(caller.userId, new Date()), MY_DATA_FILENAME),
);
